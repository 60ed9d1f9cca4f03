import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorefrontIfNeeded } from '../../src/boot/build-storefront.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin } from '../support/admin.js';
import { startGateway } from '../../src/http/server.js';
import { DatabaseGate, type Release } from '../../src/http/middleware/request-gate.js';

// Rendered pages and visitors' catalog reads are kept for a while, but never past a change to
// what they show: the catalog version in the database moves with every product, price or stock
// change, in the same transaction.

const page = async (shop: TestShop, path: string) => {
  const res = await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html' } });
  return { html: await res.text(), cache: res.headers.get('x-page-cache') };
};

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

let shop: TestShop;
beforeAll(async () => {
  await buildStorefrontIfNeeded(() => undefined);
  shop = await startTestShop({ cacheSeconds: 60 });
}, 600_000);
afterAll(() => shop?.stop());

describe('with the caches on', () => {
  it('serves a product page again from the cache, and renders it afresh once an admin changes its price', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null }, skip: 5 });
    const path = `/product/id/${product.id}`;
    const first = await page(shop, path);
    expect(first.cache).toBe('miss');
    expect((await page(shop, path)).cache).toBe('hit');

    const admin = await seededAdmin(shop);
    const newPrice = product.discountedPrice - 1100;
    const { body } = await admin.gql(
      `mutation Edit($id: ID!, $input: ProductChangesInput!) { adminUpdateProduct(id: $id, input: $input) { id } }`,
      { id: product.id, input: { discountedPrice: newPrice } },
    );
    expect(body.errors).toBeUndefined();

    const after = await page(shop, path);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain(inr(newPrice));
    expect(after.html).toContain(`"price":"${(newPrice / 100).toFixed(2)}"`);
    // The old price is gone from the product's own places (other cards on the page, such as similar
    // products, may well cost the same).
    expect(after.html).not.toContain(`"price":"${(product.discountedPrice / 100).toFixed(2)}"`);
    const times = (html: string) => html.split(inr(product.discountedPrice)).length - 1;
    expect(times(after.html)).toBeLessThan(times(first.html));
  });

  it('renders a page once for visitors who ask for it at the same time, and gives each of them its HTML', async () => {
    const path = '/men/clothing/mens_kurta?sort=price_low';
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(shop, path)));
    expect(answers.map((a) => a.cache).filter((c) => c === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
  });

  it('drops a listing when stock changes outside the admin screens too (a sale, a database edit)', async () => {
    const path = '/men/clothing/mens_kurta?stock=out_of_stock';
    await page(shop, path);
    expect((await page(shop, path)).cache).toBe('hit');
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { categoryId: 'men/clothing/mens_kurta', deletedAt: null, quantity: { gt: 0 } },
    });
    await shop.db.prisma.$transaction([
      shop.db.prisma.productSize.updateMany({ where: { productId: product.id }, data: { quantity: 0 } }),
      shop.db.prisma.product.update({ where: { id: product.id }, data: { quantity: 0 } }),
    ]);
    const after = await page(shop, path);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain(`href="/product/id/${product.id}"`);
  });

  it('keeps visitors’ catalog queries on /graphql, and answers the new price after a change', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null }, skip: 7 });
    const ask = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          query: `query One($id: ID!) { product(id: $id) { id discountedPrice } }`,
          variables: { id: product.id },
        }),
      });
      const body = await res.json();
      return { cache: res.headers.get('x-catalog-cache'), price: body.data?.product.discountedPrice, body };
    };
    expect(await ask()).toMatchObject({ cache: 'miss', price: product.discountedPrice });
    const again = await ask();
    expect(again).toMatchObject({ cache: 'hit', price: product.discountedPrice });
    // Cost and rate limits still apply to an answer from the cache.
    expect(again.body.extensions.rateLimit).toBeDefined();
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { discountedPrice: 12300 } });
    expect(await ask()).toMatchObject({ cache: 'miss', price: 12300 });
    // A signed-in shopper's request is never served from, nor stored in, the visitors' cache.
    const admin = await seededAdmin(shop);
    expect((await ask(admin.headers)).cache).toBeNull();
  });

  it('keeps the REST facade’s product reads for everyone, and answers the new price and stock after a change', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { deletedAt: null, categoryId: { startsWith: 'women/' } },
      skip: 3,
    });
    const detail = `/api/products/id/${product.id}`;
    const listing = `/api/products?category=${encodeURIComponent(product.categoryId)}&pageSize=50`;
    const read = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${shop.url}${path}`, { headers });
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return { status: res.status, cache: res.headers.get('x-catalog-cache'), body: await res.json() };
    };
    const first = await read(detail);
    expect(first).toMatchObject({ status: 200, cache: 'miss', body: { _id: product.id } });
    const again = await read(detail);
    expect(again).toMatchObject({ cache: 'hit' });
    expect(again.body).toEqual(first.body);
    // The product shape is the same whoever asks: a signed-in read is answered from the same entry.
    const admin = await seededAdmin(shop);
    expect(await read(detail, admin.headers)).toMatchObject({ cache: 'hit', body: first.body });
    expect((await read(listing)).cache).toBe('miss');
    expect((await read(listing)).cache).toBe('hit');

    await shop.db.prisma.product.update({ where: { id: product.id }, data: { discountedPrice: 45600 } });
    expect(await read(detail)).toMatchObject({ cache: 'miss', body: { discountedPrice: 456 } });
    const card = (await read(listing)).body.content.find((p: { _id: string }) => p._id === product.id);
    expect(card).toMatchObject({ discountedPrice: 456 });

    // Stock moves the catalog's version too (as a rating does, through the product's figures).
    const sizes = await shop.db.prisma.productSize.findMany({ where: { productId: product.id } });
    await shop.db.prisma.productSize.update({ where: { id: sizes[0]!.id }, data: { quantity: { increment: 1 } } });
    const restocked = await read(detail);
    expect(restocked.cache).toBe('miss');
    expect(restocked.body.sizes[0].quantity).toBe(sizes[0]!.quantity + 1);

    // An unknown product is a 404 every time, never kept.
    expect(await read('/api/products/id/no-such-product')).toMatchObject({ status: 404, cache: null });
    expect(await read('/api/products/id/no-such-product')).toMatchObject({ status: 404, cache: null });
  });
});

describe('with CACHE_SECONDS=0', () => {
  it('renders every page afresh and says nothing about a cache', async () => {
    // A second gateway on the same database, with the caches off.
    const uncached = await startGateway(shop.db, { port: 0, host: '127.0.0.1', cacheSeconds: 0 });
    try {
      const other = { ...shop, url: uncached.url };
      const first = await page(other, '/');
      const second = await page(other, '/');
      expect(first.cache).toBeNull();
      expect(second.cache).toBeNull();
      expect(second.html).toContain('data-ssr');
      const read = await fetch(`${uncached.url}/api/products?pageSize=1`);
      expect(read.status).toBe(200);
      expect(read.headers.get('x-catalog-cache')).toBeNull();
    } finally {
      await uncached.stop();
    }
  });
});

describe('on the embedded database, behind its wait bound', () => {
  it('answers a page, a cached one too, with 503 and Retry-After while no turn comes in time; files never wait', async () => {
    // A second gateway on the same database, whose gate has one turn and gives up after 100 ms.
    const gate = new DatabaseGate({ concurrency: 1, maxWaitMs: 100 });
    const tight = await startGateway(shop.db, { port: 0, host: '127.0.0.1', gate, cacheSeconds: 60 });
    try {
      const other = { ...shop, url: tight.url };
      const first = await fetch(`${tight.url}/`, { headers: { accept: 'text/html' } });
      expect(first.status).toBe(200);
      const html = await first.text();
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
      expect((await page(other, '/')).cache).toBe('hit');
      const catalog = JSON.stringify({ query: '{ products(pageSize: 1) { totalElements } }' });
      const ask = () =>
        fetch(`${tight.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: catalog,
        });
      expect((await ask()).status).toBe(200);

      const [release] = (await Promise.all([gate.enter()])) as Release[];
      try {
        for (const path of ['/', '/sitemap.xml']) {
          const busy = await fetch(`${tight.url}${path}`, { headers: { accept: 'text/html' } });
          expect(busy.status).toBe(503);
          expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
        }
        // A visitors' catalog query that the read cache holds still reads the catalog's version.
        expect((await ask()).status).toBe(503);
        expect((await fetch(`${tight.url}${script}`)).status).toBe(200);
        expect((await fetch(`${tight.url}/robots.txt`)).status).toBe(200);
      } finally {
        release!();
      }
      expect((await page(other, '/')).cache).toBe('hit');
    } finally {
      await tight.stop();
    }
  });
});
