// Helpers for the account tests: REST calls as the spec's client makes them (§7).
import type { TestShop } from './harness.js';

export interface Reply {
  status: number;
  body: any;
}

let counter = 0;
/** An email no other test uses (each signup costs a scrypt hash, so tests share accounts where they can). */
export const uniqueEmail = (label: string) => `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends JSON (or a raw string body) and returns status and parsed body. */
export async function call(
  shop: TestShop,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${shop.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Signs up a customer over REST and returns its token and credentials. */
export async function signupCustomer(shop: TestShop, label = 'shopper', password = 'correct-horse-9') {
  const email = uniqueEmail(label);
  const reply = await call(shop, 'POST', '/auth/signup', { firstName: 'Asha', lastName: 'Verma', email, password });
  if (reply.status !== 201) throw new Error(`signup failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { email, password, token: reply.body.jwt as string };
}

export async function signin(shop: TestShop, email: string, password: string): Promise<Reply> {
  return call(shop, 'POST', '/auth/signin', { email, password });
}

/** The payload of a JWT, unverified (tests only look at what the server put in). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
