// sharp (libvips) and resvg are native libraries for rare work: resizing an uploaded photo and
// drawing a demo picture the first time it is asked for (later ones come from the disk cache).
// Loaded at start they held about 20 MiB resident (libvips' code and its start-up allocations); they
// are loaded on the first photo or picture instead (docs/decisions/051).
import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loadingSharp: Promise<Sharp> | undefined;

/** sharp, imported on the first call. Its own cache of decoded images is off: the shop keeps the encoded results. */
export function loadSharp(): Promise<Sharp> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/** resvg's asynchronous renderer (it draws on its own thread), imported on the first call. */
export async function loadResvg() {
  return (await import('@resvg/resvg-js')).renderAsync;
}
