import type { AddressInfo } from 'node:net';
import express from 'express';
import { imagesRouter } from './router.js';

/** An SVG document that is whole and has no holes left by a missing value. */
export const wellFormed = (svg: string | null): boolean =>
  svg !== null &&
  svg.startsWith('<svg') &&
  svg.endsWith('</svg>') &&
  !svg.includes('undefined') &&
  !svg.includes('NaN');

/** Runs `run` against the images router, mounted at /images as the gateway mounts it. */
export async function withImagesServer(run: (base: string) => Promise<void>): Promise<void> {
  const app = express();
  app.use('/images', imagesRouter());
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}
