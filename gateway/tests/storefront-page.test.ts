import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontFiles } from '../src/http/storefront-files.js';

// The page every storefront address gets: the shop's header painted as plain HTML before the
// script runs (storefront/index.html), the home page's preloads, and no shop header on /admin.
const PAGE = `<!doctype html><html><head><title>Kapda</title><!-- shell --><style>.boot-bar{}</style><!-- /shell --></head>
<body><div id="root"><!-- shell --><div class="boot-bar">Kapda</div><!-- /shell --></div></body></html>`;

let server: ReturnType<express.Express['listen']>;
let url: string;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  const app = express().use(storefrontFiles(dist));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const page = async (p: string) => (await fetch(`${url}${p}`, { headers: { accept: 'text/html' } })).text();

describe('the storefront page', () => {
  it('paints the header shell on shop pages and preloads the first hero on the home page only', async () => {
    const home = await page('/');
    expect(home).toContain('class="boot-bar"');
    expect(home).toContain('rel="preload" as="image"');
    const listing = await page('/men/clothing/mens_kurta');
    expect(listing).toContain('class="boot-bar"');
    expect(listing).not.toContain('rel="preload"');
  });

  it('leaves the shop header out of the back office, which has its own layout', async () => {
    for (const p of ['/admin', '/admin/orders']) {
      const html = await page(p);
      expect(html).not.toContain('boot-bar');
      expect(html).toContain('<div id="root"></div>');
    }
    expect(await page('/administrator')).toContain('class="boot-bar"');
  });
});
