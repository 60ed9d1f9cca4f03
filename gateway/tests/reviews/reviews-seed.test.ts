// The sample shop's own reviews (a new install shows real figures), and listings that stay one
// SQL statement with the figures on every card and the "Customer rating" sort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../src/db/generated/client/client.js';
import { CatalogService } from '../../src/services/catalog/catalog.js';
import { prismaSql } from '../../src/services/catalog/sql.js';
import type { SqlQuery } from '../../src/db/client.js';
import { REST_PRODUCT_JSON } from '../../src/rest/product-json.js';
import { sampleShop } from '../../src/demo/index.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin } from '../support/admin.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('the sample shop', () => {
  it('comes with sample buyers’ ratings and reviews, and each product’s figures agree with them', async () => {
    const { reviews, buyers } = sampleShop();
    expect(reviews.length).toBeGreaterThan(50);
    const prisma = shop.db.prisma;
    const seeded = await prisma.review.count({ where: { user: { email: { in: buyers.map((b) => b.email) } } } });
    expect(seeded).toBe(reviews.length);

    const { body } = await shop.graphql(
      '{ products(sort: RATING, pageSize: 3) { content { id rating { average count reviewCount breakdown { stars count } } } } }',
    );
    const top = body.data.products.content[0];
    expect(top.rating.count).toBeGreaterThan(0);
    const rows = await prisma.review.findMany({
      where: { productId: top.id, hiddenAt: null },
      select: { rating: true, text: true },
    });
    expect(top.rating.count).toBe(rows.length);
    expect(top.rating.reviewCount).toBe(rows.filter((r) => r.text !== null).length);
    const mean = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
    expect(top.rating.average).toBeCloseTo(mean, 2);
    for (const bar of top.rating.breakdown) {
      expect(bar.count).toBe(rows.filter((r) => r.rating === bar.stars).length);
    }

    const page = await shop.graphql(
      'query ($id: ID!) { product(id: $id) { reviewsConnection(first: 10) { totalCount edges { node { authorName text verifiedBuyer } } } } }',
      { id: top.id },
    );
    const connection = page.body.data.product.reviewsConnection;
    expect(connection.totalCount).toBe(top.rating.reviewCount);
    for (const { node } of connection.edges) expect(node.text).toEqual(expect.any(String));
  });
});

describe('the sample buyers’ orders', () => {
  it('back every sample review with a paid, invoiced order of the product delivered before it', async () => {
    const { buyers } = sampleShop();
    const prisma = shop.db.prisma;
    const reviews = await prisma.review.findMany({
      where: { user: { email: { in: buyers.map((b) => b.email) } } },
      select: { userId: true, productId: true, createdAt: true },
    });
    const orders = await prisma.order.findMany({
      where: { user: { email: { in: buyers.map((b) => b.email) } } },
      include: { items: true, payments: true, invoice: true, statusChanges: { orderBy: { createdAt: 'asc' } } },
    });
    expect(orders.length).toBe(reviews.length);
    for (const review of reviews) {
      const order = orders.find((o) => o.userId === review.userId && o.items[0]!.productId === review.productId);
      expect(order).toBeDefined();
      expect(order!.status).toBe('DELIVERED');
      expect(order!.deliveredAt!.getTime()).toBeLessThan(review.createdAt.getTime());
      expect(order!.paidAt!.getTime()).toBeLessThan(order!.deliveredAt!.getTime());
      expect(order!.payments).toEqual([
        expect.objectContaining({ status: 'PAID', amount: order!.totalDiscountedPrice }),
      ]);
      expect(order!.invoice?.total).toBe(order!.totalDiscountedPrice);
      expect(order!.statusChanges.map((c) => c.toStatus)).toEqual([
        'PENDING',
        'PLACED',
        'CONFIRMED',
        'SHIPPED',
        'DELIVERED',
      ]);
    }
    // Invoice numbers run without gaps, in the order the payments came in.
    const invoices = orders.map((o) => o.invoice!).sort((a, b) => a.number.localeCompare(b.number));
    const issued = invoices.map((i) => i.issuedAt.getTime());
    expect(issued).toEqual([...issued].sort((a, b) => a - b));
    expect(invoices.map((i) => Number(i.number.slice(-6)))).toEqual(invoices.map((_, n) => n + 1));
  });

  it('are in the back office’s order list, with their invoices', async () => {
    const admin = await seededAdmin(shop);
    const listed = await admin.rest('GET', '/api/admin/orders/');
    const delivered = listed.body.filter((o: { orderStatus: string }) => o.orderStatus === 'DELIVERED');
    expect(delivered.length).toBeGreaterThan(0);
    const invoice = await fetch(`${shop.url}/api/orders/${delivered[0]._id}/invoice`, { headers: admin.headers });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toMatch(/^application\/pdf/);
  });
});

describe('a listing sorted by customer rating', () => {
  it('is one SQL statement, figures and the newest ratings for the REST shape included', async () => {
    let statements = 0;
    const counted = shop.db.prisma.$extends({
      query: {
        async $allOperations({ args, query }) {
          statements++;
          return query(args);
        },
      },
    }) as unknown as PrismaClient;
    const inner = prismaSql(shop.db.prisma);
    const sql: SqlQuery = (text, params) => {
      statements++;
      return inner(text, params);
    };
    const catalog = new CatalogService(counted, sql);
    const page = await catalog.listProductsText(
      { viewer: null } as never,
      { sort: 'RATING', pageSize: 20 },
      REST_PRODUCT_JSON,
    );
    expect(statements).toBe(1);
    const content = JSON.parse(page.contentText) as { averageRating: number; numRatings: number; ratings: unknown[] }[];
    expect(content.length).toBe(20);
    const averages = content.map((p) => p.averageRating);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(content[0]!.numRatings).toBeGreaterThan(0);
    expect(content[0]!.ratings.length).toBeGreaterThan(0);
    // The count sees Prisma's statements too, had the listing made any.
    await counted.product.count();
    expect(statements).toBe(2);
  });
});
