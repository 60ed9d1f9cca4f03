// REST's product shape written by the database (rest/product-json.ts, decision 057) against its
// definition in JavaScript (toRestProduct over Prisma's rows): the same JSON, key for key and in
// the same order, for every product of the sample shop, including a product with more than ten
// ratings, a hidden one, ratings without words, reviewers whose names test the public-name rule,
// a price in paise that is not whole rupees and an average that needs rounding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInclude, toRestProduct } from '../../src/rest/product-shape.js';
import { refreshProductFigures } from '../../src/services/reviews/review-figures.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { allRest, getJson } from '../support/catalog-helpers.js';

let shop: TestShop;
let productId: string;

/** Reviewers as they may be stored: names from sign-up are trimmed, older or imported ones may not be. */
const REVIEWERS = [
  { firstName: 'Asha', lastName: 'verma' }, // Asha V.
  { firstName: 'Ravi Kumar', lastName: 'éclair' }, // Ravi Kumar É.
  { firstName: 'Dr. J.', lastName: '' }, // no last name: "Dr." and "J.", as the rule splits "Dr. J."
  { firstName: 'Meera', lastName: '' },
  { firstName: ' ', lastName: 'x' }, // Shopper X.
  { firstName: 'अनिता', lastName: 'शर्मा' },
  { firstName: 'Zoya', lastName: '😀smile' },
];

beforeAll(async () => {
  shop = await startTestShop();
  const { prisma } = shop.db;
  const product = await prisma.product.findFirstOrThrow({ where: { deletedAt: null }, orderBy: { createdAt: 'asc' } });
  productId = product.id;
  // 1,499.50 rupees: REST shows rupees as a number with the paise as its fraction.
  await prisma.product.update({ where: { id: productId }, data: { price: 149_950, discountedPrice: 99_999 } });
  // Twelve reviewers (one rating each), their names taken from the list in turn.
  const users = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      prisma.user.create({
        data: {
          ...REVIEWERS[i % REVIEWERS.length]!,
          email: `json-reviewer-${i}@test.local`,
          passwordHash: 'not-a-hash',
        },
      }),
    ),
  );
  const base = Date.parse('2026-10-01T10:00:00.123Z');
  for (let i = 0; i < 12; i++) {
    const user = users[i]!;
    await prisma.review.create({
      data: {
        userId: user.id,
        productId,
        rating: [5, 4, 4, 3, 1, 5, 2, 4, 5, 3, 4, 5][i]!,
        title: i % 3 === 0 ? null : `Title ${i} "quoted" \\ slash`,
        text: i % 2 === 0 ? null : `Words ${i}\nwith a line break and ₹ sign`,
        reviewedAt: i % 2 === 0 ? null : new Date(base + i * 60_000 + 7),
        helpfulCount: i,
        createdAt: new Date(base + i * 3_600_000),
        // The newest is hidden by the shop: neither list shows it.
        hiddenAt: i === 11 ? new Date(base + 86_400_000) : null,
        hiddenReason: i === 11 ? 'Abusive' : null,
      },
    });
  }
  await prisma.$transaction((tx) => refreshProductFigures(tx, productId));
});
afterAll(async () => {
  await shop?.stop();
});

/**
 * toRestProduct's JSON for the given products, read through Prisma. The public shape has no
 * `hidden`: only hidden-free ratings are listed (the admin's lists show the flag).
 */
async function reference(ids: string[]): Promise<Map<string, unknown>> {
  const rows = await shop.db.prisma.product.findMany({ where: { id: { in: ids } }, include: productInclude });
  return new Map(
    rows.map((row) => {
      const reviews = row.reviews.map(({ hiddenAt: _at, hiddenReason: _why, ...review }) => review);
      return [row.id, JSON.parse(JSON.stringify(toRestProduct({ ...row, reviews }))) as unknown];
    }),
  );
}

/** Keys of an object and of every object inside it, in order, so the order is compared too. */
function keyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keyOrder);
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, keyOrder(v)]);
  return value;
}

describe("REST's product JSON written by the database", () => {
  it('is toRestProduct’s JSON for every product of the listing, in the same key order', async () => {
    const listed = await allRest(shop, {});
    expect(listed.length).toBeGreaterThan(100);
    const expected = await reference(listed.map((p) => p._id));
    for (const product of listed) expect(keyOrder(product)).toEqual(keyOrder(expected.get(product._id)));
  });

  it('is the same text, byte for byte, as JSON.stringify writes toRestProduct’s answer', async () => {
    const detail = await fetch(`${shop.url}/api/products/id/${productId}`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toBe(JSON.stringify((await reference([productId])).get(productId)));
    const listing = await fetch(`${shop.url}/api/products?pageSize=5`);
    const text = await listing.text();
    const page = JSON.parse(text) as { content: { _id: string }[]; totalPages: number; totalElements: number };
    const expected = await reference(page.content.map((p) => p._id));
    expect(text).toBe(
      JSON.stringify({
        content: page.content.map((p) => expected.get(p._id)),
        totalPages: page.totalPages,
        totalElements: page.totalElements,
      }),
    );
  });

  it('carries the newest ten ratings on show and the reviews among them, reviewers named as in public', async () => {
    const { status, body } = await getJson(shop, `/api/products/id/${productId}`);
    expect(status).toBe(200);
    expect(keyOrder(body)).toEqual(keyOrder((await reference([productId])).get(productId)));
    expect(body.price).toBe(1499.5);
    expect(body.discountedPrice).toBe(999.99);
    expect(body.ratings).toHaveLength(10);
    expect(body.reviews.map((r: { review: string }) => r.review)).toEqual(
      [9, 7, 5, 3, 1].map((i) => `Words ${i}\nwith a line break and ₹ sign`),
    );
    expect(body.ratings.map((r: { user: unknown }) => r.user)).toContainEqual({
      firstName: 'Ravi Kumar',
      lastName: 'É.',
    });
    expect(body.ratings.map((r: { user: unknown }) => r.user)).toContainEqual({ firstName: 'Dr.', lastName: 'J.' });
    expect(body.ratings.map((r: { user: unknown }) => r.user)).toContainEqual({ firstName: 'Shopper', lastName: 'X.' });
    expect(body.ratings[0].createdAt).toBe('2026-10-01T20:00:00.123Z');
    // Eleven ratings on show: 5,4,4,3,1,5,2,4,5,3,4 → 40 / 11 = 3.6363… shown as 3.64.
    expect(body).toMatchObject({ numRatings: 11, averageRating: 3.64 });
    expect(body.ratingBreakdown).toEqual({ 1: 1, 2: 1, 3: 2, 4: 4, 5: 3 });
  });
});
