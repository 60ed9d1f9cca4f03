import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { bearer, signin, signupCustomer } from '../support/accounts.js';
import { addToCart, createOrder, newShopper, productWithStock } from '../support/buying.js';

// Relay-style connections beside the page-number lists: keyset cursors, stable under inserts.
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const PRODUCTS = `query ($first: Int, $after: String, $sort: ProductSort, $filter: ProductFilter) {
  productsConnection(first: $first, after: $after, sort: $sort, filter: $filter) {
    totalCount edges { cursor node { id discountedPrice } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;

async function page(variables: Record<string, unknown>) {
  const { body } = await shop.graphql(PRODUCTS, variables);
  expect(body.errors).toBeUndefined();
  return body.data.productsConnection;
}

/** Every product id of a connection, page by page. */
async function walk(variables: Record<string, unknown>, between?: (n: number) => Promise<void>) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 0; ; n++) {
    const c = await page({ ...variables, after });
    ids.push(...c.edges.map((e: { node: { id: string } }) => e.node.id));
    if (!c.pageInfo.hasNextPage) return ids;
    after = c.pageInfo.endCursor;
    await between?.(n);
  }
}

describe('productsConnection', () => {
  it('pages through the same products in the same order as the numbered pages', async () => {
    const filter = { category: 'women' };
    const numbered = await shop.graphql(
      '{ products(filter: { category: "women" }, pageSize: 100) { totalElements content { id } } }',
    );
    const expected = numbered.body.data.products.content.map((p: { id: string }) => p.id);
    const first = await page({ first: 7, filter });
    expect(first.totalCount).toBe(numbered.body.data.products.totalElements);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(await walk({ first: 7, filter })).toEqual(expected.slice(0, 100));
  });

  it('neither skips nor repeats a product while products are added between pages', async () => {
    const template = await shop.db.prisma.product.findFirstOrThrow({
      where: { category: { id: { startsWith: 'men' } } },
    });
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      searchVector: _s,
      ...data
    } = template as typeof template & {
      searchVector?: unknown;
    };
    const before = await walk({ first: 100, sort: 'PRICE_LOW', filter: { category: 'men' } });
    const seen = await walk({ first: 9, sort: 'PRICE_LOW', filter: { category: 'men' } }, async (n) => {
      // Cheap ones land on pages already read, dear ones on pages still to come.
      for (const price of [1, 1, 99_999_00]) {
        await shop.db.prisma.product.create({
          data: { ...data, title: `Inserted ${n} ${price}`, price, discountedPrice: price },
        });
      }
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    const dear = await shop.db.prisma.product.count({
      where: { title: { startsWith: 'Inserted' }, discountedPrice: 99_999_00 },
    });
    expect(dear).toBeGreaterThan(1);
    expect(seen.length).toBe(before.length + dear);
  });

  it('refuses a cursor that is not its own with BAD_USER_INPUT on after', async () => {
    const newest = await page({ first: 2 });
    for (const variables of [
      { after: newest.pageInfo.endCursor, sort: 'PRICE_HIGH' },
      { after: 'not-a-cursor' },
      { first: 101 },
    ]) {
      const { status, body } = await shop.graphql(PRODUCTS, variables);
      expect(status).toBe(200);
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('searchConnection', () => {
  it('pages through the matches in the order of search', async () => {
    const numbered = await shop.graphql('{ search(query: "shirt", pageSize: 100) { content { id } } }');
    const expected = numbered.body.data.search.content.map((p: { id: string }) => p.id);
    expect(expected.length).toBeGreaterThan(3);
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const { body }: { body: any } = await shop.graphql(
        'query ($after: String) { searchConnection(query: "shirt", first: 3, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }',
        { after },
      );
      const c: any = body.data.searchConnection;
      ids.push(...c.edges.map((e: { node: { id: string } }) => e.node.id));
      after = c.pageInfo.hasNextPage ? c.pageInfo.endCursor : null;
    } while (after);
    expect(ids).toEqual(expected);
  });
});

describe('ordersConnection', () => {
  it("pages through the shopper's own orders, newest first, and asks visitors to sign in", async () => {
    const shopper = await newShopper(shop, 'pages');
    const product = await productWithStock(shop, { M: 10 });
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(shopper, product.id, 'M');
      const { body } = await createOrder(shopper);
      placed.unshift(body.data.createOrder.id);
    }
    const query = `query ($after: String) { ordersConnection(status: [PENDING], first: 2, after: $after) {
      totalCount edges { node { id status } } pageInfo { hasNextPage endCursor } } }`;
    const one = (await shopper.gql(query)).body.data.ordersConnection;
    expect(one.totalCount).toBe(3);
    const two = (await shopper.gql(query, { after: one.pageInfo.endCursor })).body.data.ordersConnection;
    expect([...one.edges, ...two.edges].map((e: { node: { id: string } }) => e.node.id)).toEqual(placed);
    expect(two.pageInfo.hasNextPage).toBe(false);
    const visitor = await shop.graphql(query);
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('usersConnection', () => {
  it('pages an admin through every account, new sign-ups between pages neither repeated nor skipping one', async () => {
    // One at a time: each sign-up hashes a password, and the hashing gate answers a crowd 503.
    for (const label of ['early1', 'early2', 'early3']) await signupCustomer(shop, label);
    const signedIn = await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(signedIn.status).toBe(200);
    const admin = bearer(signedIn.body.jwt);
    const query = `query ($after: String) { usersConnection(first: 2, after: $after) {
      totalCount edges { node { id email } } pageInfo { hasNextPage endCursor } } }`;
    const before = await shop.db.prisma.user.count();
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { body }: { body: any } = await shop.graphql(query, { after }, admin);
      expect(body.errors).toBeUndefined();
      const c: any = body.data.usersConnection;
      seen.push(...c.edges.map((e: { node: { id: string } }) => e.node.id));
      after = c.pageInfo.hasNextPage ? c.pageInfo.endCursor : null;
      if (seen.length === 2) await signupCustomer(shop, 'meanwhile');
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(before);
    const customer = await signupCustomer(shop, 'nosy');
    const refused = await shop.graphql(query, {}, bearer(customer.token));
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
