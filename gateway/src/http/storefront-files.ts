import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';

/** The home page's first hero banner: preloaded so the largest paint does not wait for the script. */
const FIRST_HERO = '/images/banners/1.svg';

/**
 * gzip or brotli (what the client accepts, brotli first) for every compressible answer over
 * 1 KB: HTML, JavaScript, CSS, SVG and API JSON. Brotli at quality 4 costs about what gzip does.
 */
const compressor = compression({ threshold: 1024 });
/** A client that accepts no encoding skips the compressor's wrapping of the response entirely. */
export const compress: RequestHandler = (req, res, next) =>
  req.headers['accept-encoding'] ? compressor(req, res, next) : next();

const HOME_PAGE = 'src/features/catalog/components/home-page.tsx';

/** The home page's lazily loaded chunk and the chunks it imports, from Vite's build manifest. */
function homeChunks(dist: string): string[] {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const entry = new Set([HOME_PAGE]);
  for (const key of entry) for (const imported of manifest[key]?.imports ?? []) entry.add(imported);
  const loaded = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  return [...entry].filter((key) => manifest[key] && !loaded.has(key)).map((key) => manifest[key]!.file);
}

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
 * hour; the HTML page is revalidated every time (no-cache + ETag), and on the home page it
 * preloads the first hero image. Every page address a browser asks for gets the same page.
 */
export function storefrontFiles(dist: string): Router {
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
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloads = [
    `<link rel="preload" as="image" href="${FIRST_HERO}" fetchpriority="high">`,
    ...homeChunks(dist).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const home = html.replace('</head>', () => `${preloads.join('\n')}\n</head>`);
  // index.html paints the shop's header before the script runs; the back office has its own layout.
  const admin = html.replace(/<!-- shell -->[\s\S]*?<!-- \/shell -->/g, '');
  router.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    const page = req.path === '/' ? home : /^\/admin(\/|$)/.test(req.path) ? admin : html;
    res.set('Cache-Control', 'no-cache').type('html').send(page);
  });
  return router;
}
