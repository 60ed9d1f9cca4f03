import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER_COUNT, bannerSvg, COLOURS, KIND_NAMES, productSvg, tileSvg, VIEWS } from './svg.js';
import { TILE_NAMES } from './tiles.js';
import { wellFormed, withImagesServer } from './test-support.js';

describe('drawn images', () => {
  it('renders every kind in every colour and view as a well-formed SVG', () => {
    for (const kind of KIND_NAMES) {
      for (const colour of COLOURS) {
        for (const view of VIEWS)
          expect(wellFormed(productSvg(kind, colour, view)), `${kind}-${colour}-${view}`).toBe(true);
      }
    }
  });

  it('draws product images without text or external references', () => {
    const svg = productSvg('kurta', 'maroon', 1)!;
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('returns null for kinds, colours and views it does not draw', () => {
    expect(productSvg('spaceship', 'red', 1)).toBeNull();
    expect(productSvg('kurta', 'teal', 1)).toBeNull();
    expect(productSvg('kurta', 'red', 0)).toBeNull();
    expect(productSvg('kurta', 'red', 5)).toBeNull();
    expect(productSvg('constructor', 'red', 1)).toBeNull();
    expect(bannerSvg(0)).toBeNull();
    expect(bannerSvg(BANNER_COUNT + 1)).toBeNull();
    expect(tileSvg('../etc')).toBeNull();
  });

  it('renders all five banners and any well-named tile', () => {
    expect(BANNER_COUNT).toBe(5);
    for (let n = 1; n <= 5; n++) expect(wellFormed(bannerSvg(n))).toBe(true);
    for (const name of ['lehenga', 'saree', 'shoes', 'basic-tees', 'mens_kurta', 'something-new']) {
      expect(wellFormed(tileSvg(name)), name).toBe(true);
    }
  });
});

describe('images router', () => {
  it('serves SVG with a long immutable cache and 404s JSON for anything unknown', async () => {
    await withImagesServer(async (base) => {
      const ok = await fetch(`${base}/images/products/kurta-maroon-2.svg`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('image/svg+xml');
      expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await ok.text()).startsWith('<svg')).toBe(true);
      expect((await fetch(`${base}/images/banners/3.svg`)).status).toBe(200);
      expect((await fetch(`${base}/images/tiles/basic-tees.svg`)).status).toBe(200);

      for (const bad of [
        'products/kurta-teal-1.svg',
        'products/kurta-red-9.svg',
        'products/..%2F..%2Fetc%2Fpasswd',
        'banners/6.svg',
        'tiles/a.b.svg',
        'nope',
      ]) {
        const res = await fetch(`${base}/images/${bad}`);
        expect(res.status, bad).toBe(404);
        expect(await res.json()).toEqual({ error: 'not_found', message: 'No such image' });
      }
    });
  });

  // The gateway rasterises these with resvg (raster-images.ts), whose panics abort the process: a
  // picture it cannot draw would take the shop down. Every kind and view (colour changes paint,
  // not shapes), every banner and every tile are drawn at the widths served, in a process of
  // its own, so a panic fails this test instead of the test run.
  it('rasterises every kind, view, banner and tile at the widths served without resvg failing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-raster-'));
    try {
      const jobs: { name: string; widths: number[] }[] = [];
      const add = (name: string, svg: string | null, widths: number[]) => {
        fs.writeFileSync(path.join(dir, name), svg!);
        jobs.push({ name, widths });
      };
      for (const kind of KIND_NAMES)
        for (const view of VIEWS) add(`${kind}-${view}.svg`, productSvg(kind, COLOURS[0]!, view), [600, 900]);
      for (let n = 1; n <= BANNER_COUNT; n++) add(`banner-${n}.svg`, bannerSvg(n), [800, 1200, 1600]);
      for (const name of [...TILE_NAMES, 'no-such-tile']) add(`tile-${name}.svg`, tileSvg(name), [600, 900]);
      const script = `
        const fs = require('node:fs');
        const { Resvg } = require(${JSON.stringify(require.resolve('@resvg/resvg-js'))});
        for (const { name, widths } of ${JSON.stringify(jobs)}) {
          fs.writeSync(1, name + '\\n');
          const svg = fs.readFileSync(${JSON.stringify(dir)} + '/' + name, 'utf8');
          for (const value of widths) new Resvg(svg, { fitTo: { mode: 'width', value } }).render();
        }
        fs.writeSync(1, 'all drawn\\n');`;
      const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      const lines = run.stdout.trim().split('\n');
      expect({ status: run.status, last: lines.at(-1), error: run.stderr.split('\n')[0] }).toEqual({
        status: 0,
        last: 'all drawn',
        error: '',
      });
      expect(lines).toHaveLength(jobs.length + 1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // About 10 s of CPU in one child process; on a 2-core machine busy with other test files it has
    // taken over a minute. What it checks is that resvg never fails, not how fast it draws.
  }, 300_000);
});
