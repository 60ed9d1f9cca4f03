// The address book (issue 50 item 4, issue 56): list, add, edit, delete, make default, on GraphQL
// and REST; each address checked as an order's is; another account's address does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { ADDRESS, newShopper } from '../support/buying.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.stop());

const FIELDS = 'id firstName city state zipCode landmark addressType isDefault';

describe('the address book', () => {
  it('adds, edits, makes default and deletes over GraphQL; the PIN code and state must agree', async () => {
    const s = await newShopper(shop, 'book-gql');
    const add = (address: object, makeDefault = false) =>
      s.gql(`mutation ($a: AddressInput!, $d: Boolean) { addAddress(address: $a, makeDefault: $d) { ${FIELDS} } }`, {
        a: address,
        d: makeDefault,
      });
    const home = (await add({ ...ADDRESS, landmark: 'Near Trinity metro' })).body.data.addAddress;
    expect(home).toMatchObject({ landmark: 'Near Trinity metro', addressType: 'HOME', isDefault: true });
    const work = (
      await add({ ...ADDRESS, city: 'Mumbai', state: 'Maharashtra', zipCode: '400050', addressType: 'WORK' })
    ).body.data.addAddress;
    expect(work).toMatchObject({ addressType: 'WORK', isDefault: false });

    const goa = await add({ ...ADDRESS, city: 'Nowhere', state: 'Goa', zipCode: '110001' });
    expect(goa.body.errors[0]).toMatchObject({
      message: 'PIN code 110001 is in Delhi, not Goa',
      extensions: { field: 'state' },
    });
    const badEdit = await s.gql(
      `mutation ($id: ID!, $a: AddressInput!) { updateAddress(id: $id, address: $a) { id } }`,
      {
        id: work.id,
        a: { ...ADDRESS, state: 'Goa', zipCode: '110001' },
      },
    );
    expect(badEdit.body.errors[0].message).toBe('PIN code 110001 is in Delhi, not Goa');
    const edited = await s.gql(
      `mutation ($id: ID!, $a: AddressInput!) { updateAddress(id: $id, address: $a) { ${FIELDS} } }`,
      { id: work.id, a: { ...ADDRESS, city: 'Pune', state: 'Maharashtra', zipCode: '411001', addressType: 'WORK' } },
    );
    expect(edited.body.data.updateAddress).toMatchObject({ city: 'Pune', zipCode: '411001', addressType: 'WORK' });

    const made = await s.gql(`mutation ($id: ID!) { makeDefaultAddress(id: $id) { ${FIELDS} } }`, { id: work.id });
    expect(made.body.data.makeDefaultAddress.isDefault).toBe(true);
    const list = (await s.gql(`{ me { addresses { ${FIELDS} } } }`)).body.data.me.addresses;
    expect(list.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([false, true]);

    const gone = await s.gql(`mutation ($id: ID!) { deleteAddress(id: $id) }`, { id: work.id });
    expect(gone.body.data.deleteAddress).toBe(true);
    const left = (await s.gql(`{ me { addresses { ${FIELDS} } } }`)).body.data.me.addresses;
    expect(left).toEqual([expect.objectContaining({ id: home.id, isDefault: true })]);

    const other = await newShopper(shop, 'book-other');
    const stolen = await other.gql(`mutation ($id: ID!) { deleteAddress(id: $id) }`, { id: home.id });
    expect(stolen.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await shop.db.prisma.address.count({ where: { id: home.id } })).toBe(1);
  });

  it('does the same over REST, and the PIN check fills the city and states', async () => {
    const s = await newShopper(shop, 'book-rest');
    const added = await s.rest('POST', '/api/user/addresses', { ...ADDRESS, addressType: 'WORK' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ city: 'Bengaluru', addressType: 'WORK', isDefault: true });
    const refused = await s.rest('POST', '/api/user/addresses', {
      ...ADDRESS,
      city: 'Nowhere',
      state: 'Goa',
      zipCode: '110001',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('PIN code 110001 is in Delhi, not Goa');
    const second = await s.rest('POST', '/api/user/addresses', { ...ADDRESS, landmark: 'Opposite Cubbon Park' });
    const put = await s.rest('PUT', `/api/user/addresses/${second.body._id}`, { ...ADDRESS, city: 'Bangalore' });
    expect(put.body).toMatchObject({ city: 'Bangalore', landmark: '' });
    expect((await s.rest('POST', `/api/user/addresses/${second.body._id}/default`)).body.isDefault).toBe(true);
    expect((await s.rest('DELETE', `/api/user/addresses/${added.body._id}`)).status).toBe(204);
    const list = await s.rest('GET', '/api/user/addresses');
    expect(list.body).toEqual([expect.objectContaining({ _id: second.body._id, isDefault: true })]);
    expect((await s.rest('DELETE', `/api/user/addresses/${added.body._id}`)).status).toBe(404);

    const check = await shop.graphql(`{ deliveryCheck(pin: "560001") { state states city } deliveryStates }`);
    expect(check.body.data.deliveryCheck).toEqual({ state: 'Karnataka', states: ['Karnataka'], city: 'Bengaluru' });
    expect(check.body.data.deliveryStates).toContain('Goa');
    expect((await s.rest('GET', '/api/delivery/check?pin=396191')).body.states).toEqual([
      'Dadra and Nagar Haveli and Daman and Diu',
      'Gujarat',
    ]);
  });
});
