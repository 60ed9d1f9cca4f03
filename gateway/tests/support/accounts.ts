// Helpers for the account tests: REST calls as the spec's client makes them.
import http from 'node:http';
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
  // A CSV download (the audit log) comes back as its text.
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, body: text ? (json ? JSON.parse(text) : text) : null };
}

/** Signs up a customer over REST and returns its token and credentials. */
export async function signupCustomer(shop: TestShop, label = 'shopper', password = 'correct-horse-9') {
  const email = uniqueEmail(label);
  const body = { firstName: 'Asha', lastName: 'Verma', email, password };
  let reply = await call(shop, 'POST', '/auth/signup', body);
  // Tests that set up many shoppers at once meet the hashing gate like a real burst would; on a
  // busy machine the gate answers 503 and the client tries again, as a real client does.
  for (let attempt = 0; reply.status === 503 && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    reply = await call(shop, 'POST', '/auth/signup', body);
  }
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

/**
 * Sends JSON from a chosen loopback address (127.0.0.x), so a scenario has a client address of
 * its own and its per-address counters do not leak into another scenario.
 */
export function callFrom(
  baseUrl: string,
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply & { headers: http.IncomingHttpHeaders }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Runs `tasks` with at most `limit` at a time (the gateway hashes two at once; more would only queue). */
export async function inBatches<T>(tasks: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += limit) {
    results.push(...(await Promise.all(tasks.slice(i, i + limit).map((task) => task()))));
  }
  return results;
}
