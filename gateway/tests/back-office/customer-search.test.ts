// The back office's searches for part of an e-mail or a name (decision 050): the customer list
// and the order list's search by e-mail. Case does not matter; % and _ are the characters
// themselves, not LIKE's wildcards; and the trigram indexes that serve them are there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, type Admin } from '../support/admin.js';

let shop: TestShop;
let admin: Admin;
const ACCOUNTS = [
  { email: 'percent%sign@find.example', firstName: 'Percy', lastName: 'Sign' },
  { email: 'percentxsign@find.example', firstName: 'Perry', lastName: 'Mason' },
  { email: 'under_score@find.example', firstName: 'Una', lastName: 'Score' },
  { email: 'underxscore@find.example', firstName: 'Ulla', lastName: "O'Brien" },
  { email: 'back\\slash@find.example', firstName: 'Bak', lastName: 'Slasher' },
];
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
  await shop.db.prisma.user.createMany({ data: ACCOUNTS.map((a) => ({ ...a, passwordHash: 'x' })) });
});
afterAll(() => shop?.stop());

const CUSTOMERS = `query ($search: String) { users(search: $search, pageSize: 50) { totalElements content { email } } }`;
const found = async (search: string) => {
  const { body } = await admin.gql(CUSTOMERS, { search });
  expect(body.errors).toBeUndefined();
  const emails = (body.data.users.content as { email: string }[]).map((u) => u.email).sort();
  expect(body.data.users.totalElements).toBe(emails.length);
  return emails;
};

describe('customer search', () => {
  it('finds part of an e-mail, whatever its case', async () => {
    expect(await found('PERCENT')).toEqual(['percent%sign@find.example', 'percentxsign@find.example']);
    expect(await found('xSIGN@find')).toEqual(['percentxsign@find.example']);
    expect(await found('  underxscore@find.example  ')).toEqual(['underxscore@find.example']);
  });

  it('finds part of a first or last name, whatever its case', async () => {
    expect(await found('perr')).toEqual(['percentxsign@find.example']);
    expect(await found("o'bri")).toEqual(['underxscore@find.example']);
    expect(await found('SLASHER')).toEqual(['back\\slash@find.example']);
  });

  it('takes %, _ and \\ as themselves, not as wildcards', async () => {
    expect(await found('t%s')).toEqual(['percent%sign@find.example']);
    expect(await found('r_s')).toEqual(['under_score@find.example']);
    expect(await found('k\\s')).toEqual(['back\\slash@find.example']);
    expect(await found('%')).toEqual(['percent%sign@find.example']);
    expect(await found('_')).toEqual(['under_score@find.example']);
  });

  it('finds one or two letters too (no trigram to look up: still right)', async () => {
    const all = await found('@find.example');
    expect(all).toHaveLength(ACCOUNTS.length);
    expect(await found('x')).toEqual(expect.arrayContaining(['percentxsign@find.example', 'underxscore@find.example']));
  });

  it('is served by trigram indexes on e-mail and names', async () => {
    const rows = await shop.db.prisma.$queryRaw<{ indexname: string; indexdef: string }[]>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'User' AND indexdef LIKE '%gin_trgm_ops%'
      ORDER BY indexname`;
    expect(rows.map((r) => r.indexname)).toEqual([
      'User_email_trgm_idx',
      'User_firstName_trgm_idx',
      'User_lastName_trgm_idx',
    ]);
  });
});

describe("the order list's search by e-mail", () => {
  const ORDERS = `query ($search: String) { adminOrders(search: $search, pageSize: 50) { totalElements content { customer { email } } } }`;

  it('takes % and _ as themselves: a lone % finds the orders of no account holding no %', async () => {
    const all = await admin.gql(ORDERS, {});
    expect(all.body.data.adminOrders.totalElements).toBeGreaterThan(0);
    for (const search of ['%', '_', '%@%']) {
      const { body } = await admin.gql(ORDERS, { search });
      expect(body.errors).toBeUndefined();
      expect(body.data.adminOrders.totalElements).toBe(0);
    }
  });

  it('pages a search with few matches newest first, as the whole list orders them', async () => {
    const one = (await admin.gql(ORDERS, {})).body.data.adminOrders.content[0].customer.email as string;
    const expected = await shop.db.prisma.order.findMany({
      where: { archivedAt: null, user: { email: one } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(expected.length).toBeGreaterThan(2);
    const PAGE = `query ($search: String, $page: Int) { adminOrders(search: $search, pageNumber: $page, pageSize: 2) {
      totalElements totalPages content { id } } }`;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
      const { body } = await admin.gql(PAGE, { search: one, page });
      expect(body.data.adminOrders.totalElements).toBe(expected.length);
      seen.push(...body.data.adminOrders.content.map((o: { id: string }) => o.id));
    }
    expect(seen).toEqual(expected.map((o) => o.id));
  });

  it('finds a buyer by part of the e-mail, whatever its case', async () => {
    const one = (await admin.gql(ORDERS, {})).body.data.adminOrders.content[0].customer.email as string;
    const part = one.slice(1, -3).toUpperCase();
    const { body } = await admin.gql(ORDERS, { search: part });
    const emails = new Set(
      (body.data.adminOrders.content as { customer: { email: string } }[]).map((o) => o.customer.email),
    );
    expect(emails.has(one)).toBe(true);
    for (const email of emails) expect(email).toContain(part.toLowerCase());
  });
});
