import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import zlib from 'node:zlib';
import express, { type RequestHandler, type Router } from 'express';

/** The home page's first hero banner: preloaded so the largest paint does not wait for the script. */
export const FIRST_HERO = '/images/banners/1.svg';

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
 * per-request quality: each file is compressed once, in the background, on its first request;
 * until then (and for files over 1 MB) `compress` serves it.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function brotliAssets(dist: string): RequestHandler {
  const cache = new Map<string, Buffer | 'pending'>();
  return (req, res, next) => {
    if (!/^\/assets\/[\w.-]+\.(js|css|svg)$/.test(req.path) || !/\bbr\b/.test(req.get('accept-encoding') ?? '')) {
      return next();
    }
    const cached = cache.get(req.path);
    if (cached && cached !== 'pending') {
      res.set({
        'Content-Type': TYPES[path.extname(req.path)]!,
        'Content-Encoding': 'br',
        Vary: 'Accept-Encoding',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      return res.send(cached);
    }
    if (!cached) {
      const file = path.join(dist, req.path);
      if (fs.existsSync(file) && fs.statSync(file).size < 1_000_000) {
        cache.set(req.path, 'pending');
        const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
        zlib.brotliCompress(fs.readFileSync(file), { params }, (error, buffer) =>
          error ? cache.delete(req.path) : cache.set(req.path, buffer),
        );
      }
    }
    next();
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
  router.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(req.path === '/' ? home : html);
  });
  return router;
}
