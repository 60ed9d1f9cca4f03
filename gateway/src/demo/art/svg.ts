import { bannerScene, BANNER_COUNT } from './banners.js';
import { isKind } from './kinds.js';
import { isColour } from './palette.js';
import { productScene, type View } from './scenes.js';
import { tileScene } from './tiles.js';

/**
 * Product, banner and tile images drawn as SVG so the shop needs no image files or network.
 * Every function is pure: the same arguments give the same document, which is why the
 * router can cache the strings forever.
 */

export { COLOURS } from './palette.js';
export { KIND_NAMES } from './kinds.js';
export { VIEWS } from './scenes.js';
export { BANNER_COUNT } from './banners.js';

/** A 600x800 product image, or null when the kind, colour or view is not one we draw. */
export function productSvg(kind: string, colour: string, view: number): string | null {
  if (!isKind(kind) || !isColour(colour)) return null;
  if (!Number.isInteger(view) || view < 1 || view > 4) return null;
  return productScene(kind, colour, view as View);
}

/** A 1600x500 home slider banner, numbered from 1; null outside 1..BANNER_COUNT. */
export function bannerSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > BANNER_COUNT) return null;
  return bannerScene(n);
}

/** A 600x800 promo tile; names we have no composition for get a generic one. Null for malformed names. */
export function tileSvg(name: string): string | null {
  if (!/^[a-z0-9][a-z0-9_-]{0,47}$/.test(name)) return null;
  return tileScene(name);
}
