// Issue 56, defect 2: the PIN code and the state of every address the shop accepts agree (the
// state decides GST's place of supply), on GraphQL and REST, and nothing is written when they do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import {
  ADDRESS,
  addToCart,
  createOrder,
  newShopper,
  productWithStock,
  stockOf,
  type Shopper,
} from '../support/buying.js';
import { statesOfPin } from '../../src/services/geography/pin-codes.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.stop());

const NOWHERE = { ...ADDRESS, city: 'Nowhere', state: 'Goa', zipCode: '110001' };

async function shopperWithCart(label: string): Promise<{ s: Shopper; productId: string }> {
  const s = await newShopper(shop, label);
  const product = await productWithStock(shop, { M: 3 });
  await addToCart(s, product.id, 'M');
  return { s, productId: product.id };
}

const ordersOf = (label: string) => shop.db.prisma.order.count({ where: { user: { email: { contains: label } } } });
const addressesOf = (label: string) =>
  shop.db.prisma.address.count({ where: { user: { email: { contains: label } } } });

describe('the PIN code and the state agree', () => {
  it('GraphQL refuses Goa with a Delhi PIN code, naming the field, and writes nothing', async () => {
    const { s, productId } = await shopperWithCart('pin-goa-gql');
    const before = await stockOf(shop, productId);
    const reply = await createOrder(s, { a: NOWHERE, save: true });
    expect(reply.body.errors[0]).toMatchObject({
      message: 'PIN code 110001 is in Delhi, not Goa',
      extensions: { code: 'BAD_USER_INPUT', field: 'state' },
    });
    expect(await ordersOf('pin-goa-gql')).toBe(0);
    expect(await addressesOf('pin-goa-gql')).toBe(0);
    expect(await stockOf(shop, productId)).toEqual(before);

    const delhi = await createOrder(s, { a: { ...NOWHERE, city: 'New Delhi', state: 'Delhi' }, save: true });
    expect(delhi.body.errors).toBeUndefined();
    expect(delhi.body.data.createOrder.shippingAddress).toMatchObject({ state: 'Delhi', zipCode: '110001' });
  });

  it('REST refuses the same address with a 400 in words, and nothing is written', async () => {
    const { s } = await shopperWithCart('pin-goa-rest');
    const reply = await s.rest('POST', '/api/orders/', { ...NOWHERE, save: true });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'PIN code 110001 is in Delhi, not Goa', field: 'state' });
    expect(await ordersOf('pin-goa-rest')).toBe(0);
    expect(await addressesOf('pin-goa-rest')).toBe(0);
  });

  it('refuses a state that is no state, and takes the usual spellings of the right one', async () => {
    const { s } = await shopperWithCart('pin-spellings');
    const nowhere = await createOrder(s, { a: { ...ADDRESS, state: 'Bombay side' } });
    expect(nowhere.body.errors[0].message).toBe(
      'State "Bombay side" is not a state or union territory of India: choose one from the list',
    );
    expect(nowhere.body.errors[0].extensions.field).toBe('state');
    for (const state of ['KA', 'karnataka']) {
      const reply = await s.rest('POST', '/api/orders/', { ...ADDRESS, state, save: false });
      expect(reply.status, state).toBe(201);
      await addToCart(s, (await productWithStock(shop, { M: 3 })).id, 'M');
    }
  });

  it('lets a PIN code of a sorting district shared by two states name either, and no other', async () => {
    const { s } = await shopperWithCart('pin-shared');
    // 396 is Daman and Silvassa as well as Valsad and Vapi (Gujarat).
    expect(statesOfPin('396191')).toEqual(['26', '24']);
    const gujarat = await s.rest('POST', '/api/orders/', {
      ...ADDRESS,
      city: 'Vapi',
      state: 'Gujarat',
      zipCode: '396191',
      save: false,
    });
    expect(gujarat.status).toBe(201);
    await addToCart(s, (await productWithStock(shop, { M: 3 })).id, 'M');
    const wrong = await s.rest('POST', '/api/orders/', { ...ADDRESS, zipCode: '396191', save: false });
    expect(wrong.body.message).toBe(
      'PIN code 396191 is in Dadra and Nagar Haveli and Daman and Diu or Gujarat, not Karnataka',
    );
  });
});
