import fs from 'node:fs';
import path from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { Router, type Response } from 'express';
import { bannerSvg, productSvg, tileSvg } from './svg.js';

/** Widths of the PNGs: link previews want at least 600 px; product art is drawn 600×800. */
const PRODUCT_WIDTH = 900;
const BANNER_WIDTH = 1600;
const TILE_WIDTH = 900;
const MEMORY_ENTRIES = 48;

const PRODUCT = /^([a-z]{2,12})-([a-z]{3,8})-([1-9])\.png$/;
const BANNER = /^([1-9])\.png$/;
const TILE = /^([a-z0-9][a-z0-9_-]{0,47})\.png$/;

const fontOptions: ResvgRenderOptions['font'] = {
  loadSystemFonts: true,
  sansSerifFamily: 'DejaVu Sans',
  serifFamily: 'DejaVu Serif',
};

/**
 * The drawn pictures as PNG, for link previews and mails (WhatsApp, social networks, search results
 * and mail apps do not show SVG): /images/{products,banners,tiles}/NAME.png is NAME.svg rasterised. Each is drawn
 * once, off the event loop (resvg's worker), kept on disk in `cacheDir` when given and the most
 * recent in memory; a name never changes its picture, so browsers keep them a year. Names that do
 * not match fall through to /images' own 404.
 */
export function rasterImages(cacheDir?: string): Router {
  const router = Router();
  const memory = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer | null>>();
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });

  const png = async (key: string, draw: () => string | null, width: number): Promise<Buffer | null> => {
    const kept = memory.get(key);
    if (kept) return kept;
    const file = cacheDir && path.join(cacheDir, key.replaceAll('/', '-'));
    if (file && fs.existsSync(file)) return remember(key, await fs.promises.readFile(file));
    const svg = draw();
    if (svg === null) return null;
    const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: fontOptions });
    const bytes = Buffer.from(image.asPng());
    if (file) await fs.promises.writeFile(file, bytes).catch(() => undefined);
    return remember(key, bytes);
  };
  const remember = (key: string, bytes: Buffer) => {
    memory.set(key, bytes);
    for (const oldest of memory.keys()) {
      if (memory.size <= MEMORY_ENTRIES) break;
      memory.delete(oldest);
    }
    return bytes;
  };
  // Two links shared at once ask for the same picture: it is drawn once.
  const once = (key: string, draw: () => Promise<Buffer | null>) => {
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };
  const send = async (res: Response, key: string, draw: () => string | null, width: number, next: () => void) => {
    try {
      const bytes = await once(key, () => png(key, draw, width));
      if (!bytes) return next();
      res
        .type('image/png')
        .set('Cache-Control', 'public, max-age=31536000, immutable')
        // Shown by other origins too: webmail pages, the mailbox's sandboxed frame, link previews.
        .set('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(bytes);
    } catch (error) {
      next();
      console.error('Drawing %s:', key, error);
    }
  };

  router.get('/products/:file', (req, res, next) => {
    const m = PRODUCT.exec(req.params.file);
    if (!m) return next();
    void send(res, `products/${req.params.file}`, () => productSvg(m[1]!, m[2]!, Number(m[3])), PRODUCT_WIDTH, next);
  });
  router.get('/banners/:file', (req, res, next) => {
    const m = BANNER.exec(req.params.file);
    if (!m) return next();
    void send(res, `banners/${req.params.file}`, () => bannerSvg(Number(m[1])), BANNER_WIDTH, next);
  });
  router.get('/tiles/:file', (req, res, next) => {
    const m = TILE.exec(req.params.file);
    if (!m) return next();
    void send(res, `tiles/${req.params.file}`, () => tileSvg(m[1]!), TILE_WIDTH, next);
  });
  return router;
}
