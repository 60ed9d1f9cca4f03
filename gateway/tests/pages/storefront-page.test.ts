import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontFiles } from '../../src/ssr/storefront-files.js';

// Without the server build (an API-only start, or a build from before server rendering), every
// page address gets the built index.html, which the browser renders by itself.
const PAGE = `<!doctype html><html><head><!--page-head--><title>Kapda</title><!--/page-head--></head>
<body><div id="root"><!--page-body--></div></body></html>`;

let server: ReturnType<express.Express['listen']>;
let url: string;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  const app = express().use(storefrontFiles(dist));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the storefront without its server build', () => {
  it('answers every page address with the page the browser renders, revalidated each time', async () => {
    for (const p of ['/', '/men/clothing/mens_kurta', '/admin/orders']) {
      const res = await fetch(`${url}${p}`, { headers: { accept: 'text/html' } });
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await fetch(`${url}/assets/app-1234.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
