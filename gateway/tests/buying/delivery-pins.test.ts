// PIN-code serviceability: the owner's list (a courier's CSV, or single codes), the check anyone
// may make (REST and GraphQL), and orders refused to a PIN code the shop does not serve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { ADDRESS, addToCart, createOrder, newShopper, productWithStock, stockOf } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { call } from '../support/accounts.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const CHECK = `query ($pin: String!) { deliveryCheck(pin: $pin) { pin state serviceable codAvailable days deliveryBy message } }`;
const check = (pin: string) => shop.graphql(CHECK, { pin });
const restCheck = (pin: string) => call(shop, 'GET', `/api/delivery/check?pin=${encodeURIComponent(pin)}`);
const upload = (csv: string, mode = '') =>
  fetch(`${shop.url}/api/admin/delivery-pins${mode ? `?mode=${mode}` : ''}`, {
    method: 'PUT',
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    body: csv,
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

describe('PIN-code serviceability', () => {
  it('with no list, serves every valid Indian PIN code, with the date it arrives', async () => {
    const { body } = await check('110001');
    expect(body.data.deliveryCheck).toMatchObject({ pin: '110001', state: 'Delhi', serviceable: true, days: 5 });
    const by = new Date(`${body.data.deliveryCheck.deliveryBy}T00:00:00Z`);
    const weekday = by.toLocaleDateString('en-IN', { weekday: 'long', timeZone: 'UTC' });
    expect(body.data.deliveryCheck.message).toMatch(new RegExp(`^Delivery by ${weekday}, \\d{1,2} \\w+$`));
    // Cash on delivery is off until the owner turns it on.
    expect(body.data.deliveryCheck.codAvailable).toBe(false);
    expect((await restCheck('560001')).body).toMatchObject({ serviceable: true, state: 'Karnataka' });
  });

  it('answers 400 naming a PIN that is not 6 digits or does not exist, on REST and GraphQL', async () => {
    for (const bad of ['12345', '1100011', 'abcdef', '']) {
      const rest = await restCheck(bad);
      expect(rest.status, bad).toBe(400);
      expect(rest.body.message).toContain(`"${bad}" is not a PIN code`);
    }
    for (const missing of ['999999', '000000']) {
      const reply = await restCheck(missing);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(`There is no PIN code ${missing} in India`);
    }
    const gql = await check('5600');
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pin' });
    expect(gql.body.errors[0].message).toContain('"5600"');
  });

  it('loads a courier CSV all or nothing, naming every wrong line; only admins may', async () => {
    const s = await newShopper(shop, 'not-admin');
    const refused = await fetch(`${shop.url}/api/admin/delivery-pins`, {
      method: 'PUT',
      headers: { ...s.headers, 'content-type': 'text/csv' },
      body: '560001,yes,2',
    });
    expect(refused.status).toBe(403);
    const bad = await upload('PIN,COD,Days\n560001,yes,2\n56A001,yes,2\n400001,maybe,3\n110001,no,99\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('line 3: "56A001" is not a PIN code');
    expect(bad.body.message).toContain('line 4: COD "maybe"');
    expect(bad.body.message).toContain('line 5: days "99"');
    expect((await admin.rest('GET', '/api/admin/delivery-pins')).body.totalElements).toBe(0);

    const good = await upload('PIN,COD,Days\r\n560001,yes,2\r\n5600*,no,4\r\n40xxxx,Y,3\r\n600001;N;6\n');
    expect(good).toEqual({ status: 200, body: { loaded: 4, total: 4 } });
    const listed = await admin.gql(`{ adminDeliveryPins { totalElements content { code codAllowed days } } }`);
    expect(listed.body.data.adminDeliveryPins.content).toEqual([
      { code: '40', codAllowed: true, days: 3 },
      { code: '5600', codAllowed: false, days: 4 },
      { code: '560001', codAllowed: true, days: 2 },
      { code: '600001', codAllowed: false, days: 6 },
    ]);
  });

  it('matches the longest code of the list; a PIN code off the list is not served', async () => {
    // COD on for the shop, so the PIN code's own COD flag shows.
    await admin.gql(`mutation { adminUpdateDeliverySettings(input: { codEnabled: true }) { codEnabled } }`);
    expect((await check('560001')).body.data.deliveryCheck).toMatchObject({
      serviceable: true,
      days: 2,
      codAvailable: true,
    });
    expect((await check('560002')).body.data.deliveryCheck).toMatchObject({
      serviceable: true,
      days: 4,
      codAvailable: false,
    });
    const mumbai = (await check('400050')).body.data.deliveryCheck;
    expect(mumbai).toMatchObject({ serviceable: true, days: 3, codAvailable: true });
    expect(mumbai.message).toMatch(/ · Cash on delivery available$/);
    expect((await check('110001')).body.data.deliveryCheck).toEqual({
      pin: '110001',
      state: 'Delhi',
      serviceable: false,
      codAvailable: false,
      days: null,
      deliveryBy: null,
      message: 'We do not deliver to 110001 yet',
    });
    await admin.gql(`mutation { adminUpdateDeliverySettings(input: { codEnabled: false }) { codEnabled } }`);
  });

  it('refuses an order to an unserved or non-existent PIN code naming it under the PIN field, and places nothing', async () => {
    const s = await newShopper(shop, 'far-away');
    const product = await productWithStock(shop, { M: 3 });
    await addToCart(s, product.id, 'M');
    const before = await shop.db.prisma.order.count({ where: { user: { email: { contains: 'far-away' } } } });
    const delhi = await createOrder(s, { a: { ...ADDRESS, state: 'Delhi', zipCode: '110001' } });
    expect(delhi.body.errors[0]).toMatchObject({
      message: 'We do not deliver to 110001 yet',
      extensions: { code: 'BAD_USER_INPUT', field: 'zipCode' },
    });
    const none = await s.rest('POST', '/api/orders/', { ...ADDRESS, zipCode: '999999', save: true });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('There is no PIN code 999999 in India');
    const short = await createOrder(s, { a: { ...ADDRESS, zipCode: '56001' } });
    expect(short.body.errors[0].extensions.field).toBe('zipCode');
    expect(await shop.db.prisma.order.count({ where: { user: { email: { contains: 'far-away' } } } })).toBe(before);
    expect((await stockOf(shop, product.id)).M).toBe(3);
    expect(await shop.db.prisma.address.count({ where: { zipCode: '999999' } })).toBe(0);

    const served = await createOrder(s, { a: ADDRESS });
    expect(served.body.errors).toBeUndefined();
  });

  it('single codes are added, changed and removed; emptying the list serves everyone again', async () => {
    const saved = await admin.rest('PUT', '/api/admin/delivery-pins/110001', { codAllowed: false, days: 7 });
    expect(saved).toMatchObject({ status: 200, body: { code: '110001', codAllowed: false, days: 7 } });
    expect((await check('110001')).body.data.deliveryCheck).toMatchObject({ serviceable: true, days: 7 });
    expect((await admin.rest('PUT', '/api/admin/delivery-pins/11A', { codAllowed: true, days: 2 })).status).toBe(400);
    expect((await admin.rest('DELETE', '/api/admin/delivery-pins/110001')).status).toBe(200);
    expect((await admin.rest('DELETE', '/api/admin/delivery-pins/110001')).status).toBe(404);
    expect((await check('110001')).body.data.deliveryCheck.serviceable).toBe(false);
    const cleared = await admin.gql(`mutation { adminClearDeliveryPins }`);
    expect(cleared.body.data.adminClearDeliveryPins).toBe(4);
    expect((await check('110001')).body.data.deliveryCheck.serviceable).toBe(true);
  });
});
