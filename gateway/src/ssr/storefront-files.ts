import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';
import { withTimeZone } from './template.js';

/**
 * gzip or brotli (what the client accepts, brotli first) for every compressible answer over
 * 1 KB: HTML, JavaScript, CSS, SVG and API JSON. Brotli at quality 4 costs about what gzip does.
 */
const compressor = compression({ threshold: 1024 });
/** A client that accepts no encoding skips the compressor's wrapping of the response entirely. */
export const compress: RequestHandler = (req, res, next) =>
  req.headers['accept-encoding'] ? compressor(req, res, next) : next();

/**
 * Hashed assets (they never change) at brotli's best quality, about a sixth smaller than the
 * per-request quality: the build writes `file.br` next to each (storefront/precompress.ts); they
 * are read once and kept. Without one (or for a client without brotli) `compress` serves the file.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function brotliAssets(dist: string): RequestHandler {
  const cache = new Map<string, Buffer | null>();
  return (req, res, next) => {
    if (!/^\/assets\/[\w.-]+\.(js|css|svg)$/.test(req.path) || !/\bbr\b/.test(req.get('accept-encoding') ?? '')) {
      return next();
    }
    let body = cache.get(req.path);
    if (body === undefined) {
      const file = path.join(dist, `${req.path}.br`);
      body = fs.existsSync(file) ? fs.readFileSync(file) : null;
      cache.set(req.path, body);
    }
    if (!body) return next();
    res.set({
      'Content-Type': TYPES[path.extname(req.path)]!,
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    res.send(body);
  };
}

/**
 * The built storefront: hashed files under /assets are immutable for a year; other files an
 * hour. Page addresses a browser asks for go to `pages` (the server renderer, gateway/src/ssr);
 * without it every one gets index.html, which the browser renders by itself.
 */
export function storefrontFiles(dist: string, pages?: RequestHandler): Router {
  const router = express.Router();
  router.use(brotliAssets(dist));
  router.use(
    express.static(dist, {
      index: false,
      setHeaders(res, file) {
        const hashed = path.relative(dist, file).startsWith(`assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
  );
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace('<!--page-body-->', '');
  router.get(
    '/{*splat}',
    pages ??
      ((req, res, next) => {
        if (!req.accepts('html')) return next();
        res.set('Cache-Control', 'no-cache').type('html').send(withTimeZone(html));
      }),
  );
  return router;
}
