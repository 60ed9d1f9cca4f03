/**
 * The pictures a page shows. The gateway draws the shop's own art as SVG (/images/…/NAME.svg) and
 * serves the same picture as raster images under the same name: NAME.webp for pages, in a few
 * widths for the banners and the product page's main picture (NAME.W.webp), and NAME.png for link previews and mails. Pages show
 * the WebP: a phone decodes it off the main thread, where every SVG would be a document of its own
 * to lay out and paint on it. Any other address (a merchant's own photograph) is used as it is.
 */
/** What a picture that fails to load shows instead: the shop's mark. */
export const FALLBACK_PICTURE = '/favicon.svg';

const OWN_ART = /^\/images\/(products|banners|tiles)\/[\w-]+\.svg$/;
/**
 * A photo an admin uploaded (/photos/HASH.webp, 600 px wide): the gateway keeps it also 900 px wide
 * (HASH.900.webp), 160 px for thumbnails (HASH.160.webp) and as a 1200 px JPEG for link previews.
 */
const PHOTO = /^\/photos\/[0-9a-f]{32}\.webp$/;
const PHOTO_WIDTHS = [600, 900];
/** The WebP widths the gateway draws each kind at, the first being NAME.webp itself. */
const WEBP_WIDTHS: Record<string, number[]> = { products: [600, 900], banners: [1600, 1200, 800], tiles: [600] };

export interface Picture {
  src: string;
  srcSet?: string;
  /** The width the picture is shown at (the img's sizes), with srcSet. */
  sizes?: string;
}

/** What an img shows for `url`: `sizes` says how wide it is drawn, for pictures drawn in several widths. */
export function picture(url: string, sizes?: string): Picture {
  if (PHOTO.test(url)) {
    if (!sizes) return { src: url };
    const name = url.slice(0, -'.webp'.length);
    const srcSet = PHOTO_WIDTHS.map((w, i) => `${i === 0 ? url : `${name}.${w}.webp`} ${w}w`).join(', ');
    return { src: url, srcSet, sizes };
  }
  const kind = OWN_ART.exec(url)?.[1];
  if (!kind) return { src: url };
  const name = url.slice(0, -'.svg'.length);
  const widths = WEBP_WIDTHS[kind]!;
  const src = `${name}.webp`;
  if (widths.length === 1 || !sizes) return { src };
  const srcSet = widths.map((width, i) => `${i === 0 ? src : `${name}.${width}.webp`} ${width}w`).join(', ');
  return { src, srcSet, sizes };
}

/** The src alone (the first width), for the small pictures: cards, thumbnails, tiles. */
export const pictureSrc = (url: string): string => picture(url).src;

/** The smallest rendition for a thumbnail (at most 160 px shown): an uploaded photo's 160 px WebP. */
export const thumbnailSrc = (url: string): string =>
  PHOTO.test(url) ? url.replace(/\.webp$/, '.160.webp') : pictureSrc(url);

/**
 * A raster version of an image for link previews (PNG or JPEG; previews and mail apps do not show
 * SVG or WebP everywhere): the shop's own art as its PNG; other pictures only when already raster.
 */
export function rasterImage(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (OWN_ART.test(url)) return url.replace(/\.svg$/, '.png');
  if (PHOTO.test(url)) return url.replace(/\.webp$/, '.jpg');
  return /\.(png|jpe?g)(\?.*)?$/i.test(url) ? url : undefined;
}
