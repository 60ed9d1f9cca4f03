import { Router, type Request, type Response } from 'express';
import { bannerSvg, productSvg, tileSvg } from './svg.js';
import { svgPolicy } from '../../http/middleware/security-headers.js';

/**
 * Serves the drawn images under /images. Names are matched against strict patterns before
 * anything is rendered, so odd input (dots, slashes, encoded traversal) can only ever be a 404.
 * Rendered documents are kept in memory: the set of valid names is small and finite, except for
 * tiles, whose cache is capped.
 */

const PRODUCT = /^([a-z]{2,12})-([a-z]{3,8})-([1-9])\.svg$/;
const BANNER = /^([1-9])\.svg$/;
const TILE = /^([a-z0-9][a-z0-9_-]{0,47})\.svg$/;
const MAX_CACHED = 2000;

function notFound(res: Response): void {
  res.status(404).json({ error: 'not_found', message: 'No such image' });
}

export function imagesRouter(): Router {
  const router = Router();
  const cache = new Map<string, string>();

  const send = (res: Response, key: string, render: () => string | null): void => {
    let svg = cache.get(key);
    if (svg === undefined) {
      const rendered = render();
      if (rendered === null) return notFound(res);
      svg = rendered;
      if (cache.size < MAX_CACHED) cache.set(key, svg);
    }
    res.set('Content-Type', 'image/svg+xml; charset=utf-8');
    // An SVG is a document that could carry script: opened on its own it runs in a sandbox.
    res.set('Content-Security-Policy', svgPolicy);
    res.set('X-Content-Type-Options', 'nosniff');
    // Names encode everything the image depends on, so a URL's content never changes.
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(svg);
  };

  router.get('/products/:file', (req: Request<{ file: string }>, res) => {
    const m = PRODUCT.exec(req.params.file);
    if (!m) return notFound(res);
    const [, kind = '', colour = '', view = ''] = m;
    send(res, `p/${req.params.file}`, () => productSvg(kind, colour, Number(view)));
  });

  router.get('/banners/:file', (req: Request<{ file: string }>, res) => {
    const m = BANNER.exec(req.params.file);
    if (!m) return notFound(res);
    send(res, `b/${req.params.file}`, () => bannerSvg(Number(m[1])));
  });

  router.get('/tiles/:file', (req: Request<{ file: string }>, res) => {
    const m = TILE.exec(req.params.file);
    if (!m) return notFound(res);
    send(res, `t/${req.params.file}`, () => tileSvg(m[1] ?? ''));
  });

  // Anything else under /images, including nested paths, is simply not an image we have.
  router.use((_req, res) => notFound(res));
  return router;
}
