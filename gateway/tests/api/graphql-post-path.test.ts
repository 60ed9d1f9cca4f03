import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { startGateway, type Gateway } from '../../src/http/server.js';
import { seededAdmin } from '../support/admin.js';

// GraphQL's plain POSTs are answered without Express (graphql-http.ts, decision 054); every other
// request to /graphql still goes through Express. Both must answer alike: the same body, headers,
// refusals and context. A body sent in chunks (no Content-Length) takes Express's way, so each
// check below sends the same request both ways. The shop runs as shipped (the database gate on
// PGlite).

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const QUERY = '{ products(pageSize: 3) { totalElements content { id title price } } }';

/** A POST to /graphql: with a Content-Length (the path without Express) or in chunks (Express's). */
function post(body: string, way: 'plain' | 'chunked', headers: Record<string, string> = {}, url = shop.url) {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
  };
  if (way === 'plain') init.body = body;
  else {
    init.body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    init.duplex = 'half';
  }
  return fetch(`${url}/graphql`, init);
}

const SAME_HEADERS = [
  'content-type',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

describe('GraphQL POSTs without Express', () => {
  it('answers a query as Express does: the same body and headers, the caller’s request id sent back', async () => {
    const [plain, chunked] = await Promise.all(
      (['plain', 'chunked'] as const).map((way) =>
        post(JSON.stringify({ query: QUERY }), way, { 'x-request-id': `check-${way}` }),
      ),
    );
    expect(plain.status).toBe(200);
    expect(chunked.status).toBe(200);
    // The same data; the API budget's figures (extensions) move with every request.
    const [a, b] = (await Promise.all([plain.json(), chunked.json()])) as { data: unknown; extensions: object }[];
    expect(a!.data).toEqual(b!.data);
    expect(Object.keys(a!.extensions)).toEqual(Object.keys(b!.extensions));
    for (const name of SAME_HEADERS) expect(plain.headers.get(name)).toBe(chunked.headers.get(name));
    // Each took its own way: Express hashes every body it sends for an ETag; the other path sends none.
    expect(chunked.headers.get('etag')).not.toBeNull();
    expect(plain.headers.get('etag')).toBeNull();
    expect(plain.headers.get('x-request-id')).toBe('check-plain');
    expect(chunked.headers.get('x-request-id')).toBe('check-chunked');
  });

  it('compresses as Express does when the client accepts it', async () => {
    const body = JSON.stringify({ query: '{ products(pageSize: 20) { content { id title description } } }' });
    const res = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      // fetch would decode the body itself: a raw request sees what was sent.
      const socket = net.connect(new URL(shop.url).port ? Number(new URL(shop.url).port) : 80, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('end', () => {
        const raw = Buffer.concat(chunks);
        const split = raw.indexOf('\r\n\r\n');
        const head = raw.subarray(0, split).toString();
        let rest = raw.subarray(split + 4);
        // Chunked transfer: join the chunks.
        const parts: Buffer[] = [];
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.subarray(0, eol).toString(), 16);
          if (!size) break;
          parts.push(rest.subarray(eol + 2, eol + 2 + size));
          rest = rest.subarray(eol + 2 + size + 2);
        }
        const encoding = /content-encoding: (\S+)/i.exec(head)?.[1];
        resolve({ encoding, text: zlib.brotliDecompressSync(Buffer.concat(parts)).toString() });
      });
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Encoding: br\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    expect(res.encoding).toBe('br');
    expect(JSON.parse(res.text).data.products.content).toHaveLength(20);
  });

  it('refuses what Express refuses, in the same words', async () => {
    for (const [body, status] of [
      ['{"query": ', 400],
      ['"just a string"', 400],
      [JSON.stringify({ query: QUERY, variables: { bad: 'nul\u0000here' } }), 400],
      ['', 400],
    ] as const) {
      const [plain, chunked] = await Promise.all([post(body, 'plain'), post(body, 'chunked')]);
      expect(plain.status, body).toBe(status);
      expect(chunked.status, body).toBe(status);
      expect(await plain.json(), body).toEqual(await chunked.json());
    }
  });

  it('knows the signed-in caller as Express’s way does', async () => {
    const me = '{ me { email role } }';
    const auth = (await seededAdmin(shop)).headers;
    const [plain, chunked] = await Promise.all([
      post(JSON.stringify({ query: me }), 'plain', auth),
      post(JSON.stringify({ query: me }), 'chunked', auth),
    ]);
    for (const res of [plain, chunked]) {
      expect(((await res.json()) as { data: unknown }).data).toEqual({
        me: { email: TEST_ADMIN.email, role: 'ADMIN' },
      });
    }
    const bad = await post(JSON.stringify({ query: me }), 'plain', { authorization: 'Bearer not-a-token' });
    expect(bad.status).toBe(401);
  });

  it('lets a client leave halfway through its body, and goes on serving', async () => {
    const port = Number(new URL(shop.url).port);
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"query":',
        );
        socket.destroy();
        resolve();
      });
    });
    const res = await post(JSON.stringify({ query: QUERY }), 'plain');
    expect(res.status).toBe(200);
  });

  it('behind a trusted proxy, knows the client by the forwarded address as Express does', async () => {
    // TRUST_PROXY=1: the address the proxy saw is the client's. The API budget is kept per address.
    const proxied: Gateway = await startGateway(shop.db, { port: 0, host: '127.0.0.1', trustProxy: 1 });
    try {
      const budgetLeft = async (way: 'plain' | 'chunked', client: string) => {
        const res = await post(JSON.stringify({ query: QUERY }), way, { 'x-forwarded-for': client }, proxied.url);
        expect(res.headers.get('etag') === null, way).toBe(way === 'plain');
        const body = (await res.json()) as { extensions: { rateLimit: { remaining: number } } };
        return body.extensions.rateLimit.remaining;
      };
      const first = await budgetLeft('plain', '10.40.0.1');
      // The same client on either path draws on one budget; another client has its own.
      expect(await budgetLeft('chunked', '10.40.0.1')).toBe(first - 1);
      expect(await budgetLeft('plain', '10.40.0.1')).toBe(first - 2);
      expect(await budgetLeft('plain', '10.40.0.2')).toBe(first);
      // Only the last hop is believed: an address the client wrote in front of it is not its own.
      expect(await budgetLeft('plain', '10.40.0.9, 10.40.0.1')).toBe(first - 3);
    } finally {
      await proxied.stop();
    }
  });
});
