import fs from 'node:fs';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { Router, type Response } from 'express';
import { loadResvg, loadSharp } from '../../services/image-library.js';
import { bannerSvg, productSvg, tileSvg } from './svg.js';

/**
 * The widths each picture is drawn at. PNG, for link previews and mails, is one large size (link
 * previews want at least 600 px). WebP, for the shop's own pages, comes in the sizes the pages ask
 * for: NAME.webp is the first width, NAME.W.webp another listed one (W in pixels). Product art is drawn 600×800.
 */
const WIDTHS = {
  products: { png: [900], webp: [600, 900] },
  banners: { png: [1600], webp: [1600, 1200, 800] },
  tiles: { png: [900], webp: [600] },
} as const;
type Kind = keyof typeof WIDTHS;
type Format = 'png' | 'webp';
/** The most recent pictures kept in memory, by their bytes (a banner PNG is 100 times a product WebP). */
const MEMORY_BYTES = 8 * 2 ** 20;
/** WebP quality: the flat colours of the art hold up well; 70 keeps a product picture near 10 KB. */
const WEBP_QUALITY = 70;

const PRODUCT = /^([a-z]{2,12})-([a-z]{3,8})-([1-9])$/;
const BANNER = /^([1-9])$/;
const TILE = /^([a-z0-9][a-z0-9_-]{0,47})$/;
/** NAME.png, NAME.webp or NAME.W.webp; NAME itself has no dot. */
const FILE = /^([^.]+)(?:\.(\d{3,4}))?\.(png|webp)$/;

// Each picture is encoded once and kept (on disk and the most recent in memory): sharp's own cache
// of decoded images would only hold memory the shop does not reuse (loadSharp turns it off). sharp and
// resvg are loaded on the first picture drawn, not at start.

const fontOptions: ResvgRenderOptions['font'] = {
  loadSystemFonts: true,
  sansSerifFamily: 'DejaVu Sans',
  serifFamily: 'DejaVu Serif',
};

/**
 * The drawn pictures as raster images: /images/{products,banners,tiles}/NAME.png and NAME.webp are
 * NAME.svg drawn at a fixed width. PNG is for link previews and mails (WhatsApp, social networks,
 * search results and mail apps do not show SVG). WebP is what the shop's pages show: a phone decodes
 * it off the main thread, where each SVG picture would be a document of its own to lay out and paint
 * on it. Each is drawn once, off the event loop (resvg's and sharp's workers), kept on disk in
 * `cacheDir` when given and the most recent in memory; a name never changes its picture, so
 * browsers keep them a year. Names that do not match fall through to /images' own 404.
 */
export function rasterImages(cacheDir?: string): Router {
  const router = Router();
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  const drawing = new Map<string, Promise<Buffer | null>>();
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });

  const raster = async (key: string, draw: () => string | null, width: number, format: Format) => {
    const kept = memory.get(key);
    if (kept) return kept;
    const file = cacheDir && path.join(cacheDir, key.replaceAll('/', '-'));
    if (file && fs.existsSync(file)) return remember(key, await fs.promises.readFile(file));
    const svg = draw();
    if (svg === null) return null;
    const [renderAsync, sharp] = await Promise.all([loadResvg(), loadSharp()]);
    const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: fontOptions });
    const png = Buffer.from(image.asPng());
    const bytes = format === 'png' ? png : await sharp(png).webp({ quality: WEBP_QUALITY }).toBuffer();
    if (file) await fs.promises.writeFile(file, bytes).catch(() => undefined);
    return remember(key, bytes);
  };
  const remember = (key: string, bytes: Buffer) => {
    memoryBytes += bytes.length - (memory.get(key)?.length ?? 0);
    memory.set(key, bytes);
    for (const [oldest, kept] of memory) {
      if (memoryBytes <= MEMORY_BYTES) break;
      memory.delete(oldest);
      memoryBytes -= kept.length;
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

  const route = (kind: Kind, name: RegExp, svgOf: (match: RegExpExecArray) => string | null) => {
    router.get(`/${kind}/:file`, (req, res: Response, next) => {
      const file = FILE.exec(req.params.file);
      const match = file && name.exec(file[1]!);
      if (!file || !match) return next();
      const format = file[3] as Format;
      const widths: readonly number[] = WIDTHS[kind][format];
      // No width named is the first; a named one must be listed (NAME.600.webp is not a second name).
      const width = file[2] === undefined ? widths[0]! : Number(file[2]);
      if (file[2] !== undefined && (width === widths[0] || !widths.includes(width))) return next();
      const key = `${kind}/${req.params.file}`;
      once(key, () => raster(key, () => svgOf(match), width, format))
        .then((bytes) => {
          if (!bytes) return next();
          res
            .type(`image/${format}`)
            .set('Cache-Control', 'public, max-age=31536000, immutable')
            // Shown by other origins too: webmail pages, the mailbox's sandboxed frame, link previews.
            .set('Cross-Origin-Resource-Policy', 'cross-origin')
            .send(bytes);
        })
        .catch((error: unknown) => {
          next();
          console.error('Drawing %s:', key, error);
        });
    });
  };
  route('products', PRODUCT, (m) => productSvg(m[1]!, m[2]!, Number(m[3])));
  route('banners', BANNER, (m) => bannerSvg(Number(m[1])));
  route('tiles', TILE, (m) => tileSvg(m[1]!));
  return router;
}
