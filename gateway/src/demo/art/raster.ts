import { renderAsync } from '@resvg/resvg-js';

/** Width of the PNGs: twice what a mail shows (64 px), for sharp pictures on dense screens. */
const PNG_WIDTH = 160;
const MAX_CACHED = 500;
const cache = new Map<string, Promise<Buffer>>();

/**
 * A drawn SVG as PNG, for places that do not show SVG: mail apps (Gmail and Outlook drop it).
 * Rendered off the event loop (resvg on libuv's pool) once per name and kept; `key` names the image.
 */
export function svgToPng(key: string, svg: string): Promise<Buffer> {
  let png = cache.get(key);
  if (!png) {
    png = renderAsync(svg, { fitTo: { mode: 'width', value: PNG_WIDTH } }).then((image) => image.asPng());
    // A failed render is not kept, so the next request tries again.
    png.catch(() => cache.delete(key));
    if (cache.size < MAX_CACHED) cache.set(key, png);
  }
  return png;
}
