// Helpers for the cart, order and payment tests: a shopper, products with stock, the calls.
import type { TestShop } from './harness.js';
import { bearer, call, signupCustomer } from './accounts.js';

export const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  streetAddress: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  mobile: '9876543210',
};

export interface Shopper {
  token: string;
  headers: Record<string, string>;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: T }>;
  rest(method: string, path: string, body?: unknown, headers?: Record<string, string>): ReturnType<typeof call>;
}

/** A new signed-up customer with helpers that send its token. */
export async function newShopper(shop: TestShop, label = 'buyer'): Promise<Shopper> {
  const { token } = await signupCustomer(shop, label);
  const headers = bearer(token);
  return {
    token,
    headers,
    gql: (query, variables) => shop.graphql(query, variables, headers),
    rest: (method, path, body, extra = {}) => call(shop, method, path, body, { ...headers, ...extra }),
  };
}

/** A product of the seed with its sizes; `stock` sets every size's quantity (and the product's sum). */
export async function productWithStock(shop: TestShop, stock: Record<string, number>, skip = 0) {
  const product = await shop.db.prisma.product.findFirstOrThrow({
    where: { sizes: { some: { name: Object.keys(stock)[0] } } },
    orderBy: { id: 'asc' },
    skip,
    include: { sizes: true },
  });
  for (const size of product.sizes) {
    await shop.db.prisma.productSize.update({ where: { id: size.id }, data: { quantity: stock[size.name] ?? 0 } });
  }
  const total = Object.values(stock).reduce((a, b) => a + b, 0);
  await shop.db.prisma.product.update({ where: { id: product.id }, data: { quantity: total } });
  return product;
}

/** The stock of a product now: per size and the product's sum. */
export async function stockOf(shop: TestShop, productId: string) {
  const p = await shop.db.prisma.product.findUniqueOrThrow({ where: { id: productId }, include: { sizes: true } });
  return { total: p.quantity, ...Object.fromEntries(p.sizes.map((s) => [s.name, s.quantity])) } as Record<
    string,
    number
  >;
}

export const CART_FIELDS = `id totalPrice discount totalDiscountedPrice totalItem notices
  items { id size quantity price discountedPrice available product { id title price discountedPrice } }`;

export const ORDER_FIELDS = `id status totalPrice discount totalDiscountedPrice totalItem paidAt expiresAt createdAt
  shippingAddress { firstName lastName streetAddress city state zipCode mobile }
  items { id title brand colour imageUrl size quantity price discountedPrice product { id } }`;

/** Adds a product in a size through GraphQL and fails loudly on errors. */
export async function addToCart(s: Shopper, productId: string, size: string) {
  const { body } = await s.gql(
    `mutation ($p: ID!, $s: String!) { addToCart(productId: $p, size: $s) { ${CART_FIELDS} } }`,
    {
      p: productId,
      s: size,
    },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.addToCart;
}

/** Places an order through GraphQL; returns the whole body so tests can read errors. */
export function createOrder(s: Shopper, extra: Record<string, unknown> = {}) {
  return s.gql(
    `mutation ($a: AddressInput!, $save: Boolean, $key: String) {
      createOrder(address: $a, saveAddress: $save, idempotencyKey: $key) { ${ORDER_FIELDS} } }`,
    { a: ADDRESS, ...extra },
  );
}
