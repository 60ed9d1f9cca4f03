// Shoppers racing for the same stock: conditional decrements in one transaction mean exactly as
// many orders win as there are units, never more, on PGlite and on PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { ADDRESS, addToCart, newShopper, productWithStock, stockOf } from '../support/buying.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.stop());

const placeOrder = (s: Awaited<ReturnType<typeof newShopper>>) =>
  s.rest('POST', '/api/orders/', { ...ADDRESS, save: false });

describe('racing for the last units', () => {
  it('eight shoppers, one unit left: exactly one order wins, the others get 409 naming product and size', async () => {
    // The sample shop's own delivered orders are older than this.
    const started = new Date();
    const product = await productWithStock(shop, { M: 1 }, 10);
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => newShopper(shop, `racer${i}`)));
    for (const s of shoppers) await addToCart(s, product.id, 'M');
    const replies = await Promise.all(shoppers.map(placeOrder));
    const won = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const r of lost) expect(r.body.message).toContain(`${product.title} (M)`);
    expect(await stockOf(shop, product.id)).toMatchObject({ M: 0, total: 0 });
    expect(
      await shop.db.prisma.orderItem.count({
        where: { productId: product.id, order: { createdAt: { gte: started } } },
      }),
    ).toBe(1);
  });

  it('three units and six shoppers wanting one each: exactly three orders, stock exactly zero', async () => {
    const product = await productWithStock(shop, { L: 3 }, 11);
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => newShopper(shop, `crowd${i}`)));
    for (const s of shoppers) await addToCart(s, product.id, 'L');
    const replies = await Promise.all(shoppers.map(placeOrder));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await stockOf(shop, product.id)).toMatchObject({ L: 0, total: 0 });
  });

  it('two carts taking the same two last units in opposite order: one wins whole, the other reserves nothing (no deadlock)', async () => {
    const a = await productWithStock(shop, { S: 1 }, 12);
    const b = await productWithStock(shop, { S: 1 }, 13);
    const [first, second] = await Promise.all([newShopper(shop, 'ab'), newShopper(shop, 'ba')]);
    await addToCart(first, a.id, 'S');
    await addToCart(first, b.id, 'S');
    await addToCart(second, b.id, 'S');
    await addToCart(second, a.id, 'S');
    const replies = await Promise.all([placeOrder(first), placeOrder(second)]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await stockOf(shop, a.id)).S + (await stockOf(shop, b.id)).S).toBe(0);
    const winner = replies.find((r) => r.status === 201)!.body;
    expect(winner.orderItems).toHaveLength(2);
  });
});
