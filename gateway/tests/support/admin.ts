// Helpers for the back-office tests: admins, orders put in a given status, paying in the sandbox.
import type { OrderStatus } from '../../src/db/generated/client/client.js';
import type { TestShop } from './harness.js';
import { TEST_ADMIN } from './harness.js';
import { bearer, call, signin, signupCustomer } from './accounts.js';
import { addToCart, createOrder, type Shopper } from './buying.js';

export interface Admin {
  id: string;
  headers: Record<string, string>;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: T }>;
  rest(method: string, path: string, body?: unknown): ReturnType<typeof call>;
}

function asAdmin(shop: TestShop, id: string, token: string): Admin {
  const headers = bearer(token);
  return {
    id,
    headers,
    gql: (query, variables) => shop.graphql(query, variables, headers),
    rest: (method, path, body) => call(shop, method, path, body, headers),
  };
}

/** The seeded admin, signed in. */
export async function seededAdmin(shop: TestShop): Promise<Admin> {
  const reply = await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password);
  const user = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
  return asAdmin(shop, user.id, reply.body.jwt);
}

/** A second admin: a new account made ADMIN (the role is read from the database on each request). */
export async function anotherAdmin(shop: TestShop, label = 'second-admin'): Promise<Admin> {
  const { email, token } = await signupCustomer(shop, label);
  const user = await shop.db.prisma.user.update({ where: { email }, data: { role: 'ADMIN' } });
  return asAdmin(shop, user.id, token);
}

/**
 * A PENDING order of `quantity` units of one size, placed through the API. The cart line is
 * dropped afterwards (paying would do that), so the next order starts from an empty cart.
 */
export async function placeOrder(
  shop: TestShop,
  s: Shopper,
  productId: string,
  size: string,
  quantity = 1,
): Promise<string> {
  for (let i = 0; i < quantity; i++) await addToCart(s, productId, size);
  const { body } = await createOrder(s);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  await shop.db.prisma.cartItem.deleteMany({ where: { productId, size } });
  return body.data.createOrder.id as string;
}

/**
 * Puts an order straight into a status (the state a test starts from), as if it had got there:
 * paid from PLACED on, delivered `deliveredDaysAgo` days ago when DELIVERED. Stock is not touched:
 * a CANCELLED or RETURNED start has already given its units back in real life, so tests only
 * compare stock before and after the admin's move.
 */
export async function forceStatus(shop: TestShop, orderId: string, status: OrderStatus, deliveredDaysAgo = 1) {
  const now = Date.now();
  await shop.db.prisma.order.update({
    where: { id: orderId },
    data: {
      status,
      paidAt: status === 'PENDING' ? null : new Date(now),
      deliveredAt:
        status === 'DELIVERED' || status === 'RETURNED' ? new Date(now - deliveredDaysAgo * 86_400_000) : null,
    },
  });
}

/** Pays a PENDING order in the sandbox as the shopper's browser would, and confirms it. */
export async function payOrder(shop: TestShop, s: Shopper, orderId: string) {
  const link = await s.rest('POST', `/api/payments/${orderId}`);
  const pressed = await fetch(`${link.body.payment_Link_Url}/pay`, { method: 'POST', redirect: 'manual' });
  const back = new URL(pressed.headers.get('location')!, shop.url);
  const paymentId = back.searchParams.get('razorpay_payment_id')!;
  const confirmed = await s.rest('GET', `/api/payments?payment_id=${paymentId}&order_id=${orderId}`);
  if (confirmed.status !== 200) throw new Error(`payment failed: ${JSON.stringify(confirmed.body)}`);
}

export const SET_STATUS = `mutation ($id: ID!, $status: OrderStatus!, $expected: OrderStatus) {
  adminUpdateOrderStatus(id: $id, status: $status, expectedStatus: $expected) { id status nextStatuses } }`;
