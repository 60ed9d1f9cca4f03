import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin } from '../support/admin.js';
import { productReadsHttp } from '../../src/http/product-reads-http.js';
import { ShopOrigin } from '../../src/http/middleware/shop-origin.js';

// The REST facade's two catalog reads are answered without Express (product-reads-http.ts,
// decision 055); every other request still goes through Express. Both must answer alike, to the
// byte: the same body, status, headers, ETag and 304, refusals and caller. A GET that declares an
// empty body (Content-Length: 0) takes Express's way, so each check sends the same request both
// ways. The shop runs as shipped (the database gate on PGlite, none on PostgreSQL).

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (nothing decoded for us): with no body (the path without Express) or Content-Length: 0 (Express's). */
function get(url: string, path: string, way: 'plain' | 'express', headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.get(
      `${url}${path}`,
      { agent: false, headers: { ...headers, ...(way === 'express' ? { 'content-length': '0' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** The headers that differ by request whichever way it went. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'x-catalog-cache', 'connection', 'keep-alive']);
const sameHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

/** Both ways, one after the other; their answers must be the same. */
async function bothWays(path: string, headers: Record<string, string> = {}) {
  const plain = await get(shop.url, path, 'plain', headers);
  const express = await get(shop.url, path, 'express', headers);
  expect(plain.status, path).toBe(express.status);
  expect(sameHeaders(plain.headers), path).toEqual(sameHeaders(express.headers));
  expect(plain.body.equals(express.body), path).toBe(true);
  return plain;
}

let productId: string;

describe('the REST catalog reads without Express', () => {
  it('answers a listing and a product as Express does, to the byte: body, headers, ETag', async () => {
    const listing = await bothWays('/api/products?pageSize=5&sort=price_low&color=white,blue');
    expect(listing.status).toBe(200);
    expect(listing.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(listing.headers.etag).toMatch(/^W\/"/);
    const page = JSON.parse(listing.body.toString()) as { content: { _id: string }[]; totalElements: number };
    expect(page.content.length).toBeGreaterThan(0);
    productId = page.content[0]!._id;
    expect(productId).toMatch(/^[A-Za-z0-9_-]+$/);
    const detail = await bothWays(`/api/products/id/${productId}`);
    expect(JSON.parse(detail.body.toString())._id).toBe(productId);
    await bothWays('/api/products');
    await bothWays('/api/products?');
  });

  it('sends back the caller’s request id and shares the read cache with Express’s way', async () => {
    const path = `/api/products?pageSize=3&q=cache-${Date.now()}`;
    const first = await get(shop.url, path, 'plain', { 'x-request-id': 'plain-read-1' });
    expect(first.headers['x-request-id']).toBe('plain-read-1');
    const second = await get(shop.url, path, 'express');
    const third = await get(shop.url, path, 'plain');
    if (first.headers['x-catalog-cache'] !== undefined) {
      expect([first, second, third].map((a) => a.headers['x-catalog-cache'])).toEqual(['miss', 'hit', 'hit']);
    }
    expect(third.body.equals(first.body)).toBe(true);
  });

  it('answers 304 to a client that has the answer, as Express does', async () => {
    const path = `/api/products/id/${productId}`;
    const { headers } = await get(shop.url, path, 'plain');
    const again = await bothWays(path, { 'if-none-match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-type']).toBeUndefined();
  });

  it('compresses as Express does when the client accepts it', async () => {
    const path = '/api/products?pageSize=20';
    const plain = await get(shop.url, path, 'plain', { 'accept-encoding': 'br' });
    const express = await get(shop.url, path, 'express', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBe('br');
    expect(sameHeaders(plain.headers)).toEqual(sameHeaders(express.headers));
    const text = zlib.brotliDecompressSync(plain.body).toString();
    expect(text).toBe(zlib.brotliDecompressSync(express.body).toString());
    expect(JSON.parse(text).content).toHaveLength(20);
  });

  it('refuses what Express refuses, in the same words and statuses', async () => {
    const refusals: [string, number][] = [
      ['/api/products/id/no-such-product', 404],
      ['/api/products?minPrice=cheap', 400],
      ['/api/products?sort=sideways', 400],
      ['/api/products?pageSize=1&pageSize=2', 400],
      ['/api/products?pageNumber=-1', 400],
    ];
    for (const [path, status] of refusals) {
      const answer = await bothWays(path);
      expect(answer.status, path).toBe(status);
      expect(JSON.parse(answer.body.toString()), path).toHaveProperty('message');
    }
    // A bad token is refused (401) rather than read as a visitor's.
    const bad = await bothWays(`/api/products/id/${productId}`, { authorization: 'Bearer not-a-token' });
    expect(bad.status).toBe(401);
  });

  it('knows the signed-in caller as Express’s way does', async () => {
    const auth = (await seededAdmin(shop)).headers as Record<string, string>;
    const answer = await bothWays(`/api/products/id/${productId}`, auth);
    expect(answer.status).toBe(200);
  });
});

describe('which requests take the path without Express', () => {
  let bare: http.Server;
  let url: string;
  beforeAll(async () => {
    // The handler alone, on the shop's services; what it declines is answered 599 here.
    const plain = productReadsHttp({
      services: shop.gateway.services,
      caches: null,
      shopOrigin: new ShopOrigin(undefined, []),
      gate: null,
      compress: (_req, _res, next) => next(),
      addressOf: (req) => req.socket.remoteAddress,
    });
    bare = http.createServer({ maxHeaderSize: 128 * 1024 }, (req, res) => {
      if (plain(req, res)) return;
      res.statusCode = 599;
      res.end();
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => bare.close(resolve));
  });

  it('takes the listing and a product, their refusals included', async () => {
    for (const path of ['/api/products', '/api/products?pageSize=2', `/api/products/id/${productId}`]) {
      expect((await get(url, path, 'plain')).status, path).toBe(200);
    }
    expect((await get(url, '/api/products/id/no-such-product', 'plain')).status).toBe(404);
    expect((await get(url, '/api/products?minPrice=cheap', 'plain')).status).toBe(400);
  });

  it('leaves everything else to Express: other spellings, a body, bad text, other methods', async () => {
    for (const path of [
      '/api/products/',
      '/API/products',
      '/api/products/id/',
      `/api/products/id/${productId}/`,
      '/api/products/id/a%20b',
      '/api/productsx',
      '/api/products?q=%ff',
      '/api/products?q=%00',
      `/api/products?q=${'a'.repeat(17 * 1024)}`,
      '/api/cart',
    ]) {
      expect((await get(url, path, 'plain')).status, path.slice(0, 60)).toBe(599);
    }
    expect((await get(url, '/api/products', 'express')).status).toBe(599);
    const head = await new Promise<number>((resolve, reject) => {
      http
        .request(`${url}/api/products`, { method: 'HEAD', agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject)
        .end();
    });
    expect(head).toBe(599);
  });
});
