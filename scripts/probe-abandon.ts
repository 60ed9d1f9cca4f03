// Clients that hang up, and clients that crawl. Used by `npm run probe:bad-input` and by the tests
// that start the shop as `npm start` does (gateway/tests/operations/shop-as-shipped.test.ts).
//
// abandonRequests() sends requests for pages, REST and GraphQL and cuts each at a random moment:
// before its headers are complete, in the middle of its body, while it waits in line, while its
// page renders. servesEveryRead() then asks for one of every kind of read and says how long each
// took; a shop that kept a turn, a render slot or a connection for a client that left answers
// them slowly or with 503.
import net from 'node:net';

export type Cut = 'before-headers' | 'mid-body' | 'while-queued-or-working';

export interface AbandonResult {
  sent: number;
  byCut: Record<Cut, number>;
}

/** Reads a few product ids, for page and REST addresses that reach the database. */
async function productIds(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/products?pageSize=40`, { signal: AbortSignal.timeout(30_000) });
  const body = (await res.json()) as { content?: Array<{ _id: string }> };
  return (body.content ?? []).map((p) => p._id);
}

function addresses(ids: string[]): Array<{ path: string; method: string; body?: string }> {
  const graphql = (query: string) => ({ path: '/graphql', method: 'POST', body: JSON.stringify({ query }) });
  return [
    ...ids.map((id) => ({ path: `/product/id/${id}`, method: 'GET' })),
    ...ids.slice(0, 10).map((id) => ({ path: `/api/products/id/${id}`, method: 'GET' })),
    { path: '/', method: 'GET' },
    { path: '/men/clothing/mens_kurta', method: 'GET' },
    { path: '/women/clothing/kurtas_suits', method: 'GET' },
    { path: '/search?q=kurta', method: 'GET' },
    { path: '/api/products?pageSize=20', method: 'GET' },
    { path: '/sitemap.xml', method: 'GET' },
    graphql('{ products(pageSize: 20) { totalElements content { id title } } }'),
    graphql('{ navigation { id } }'),
  ];
}

const url = (base: string) => new URL(base);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves when `work` settles or after `ms`, whichever is first. The timer is a plain (ref'd) one:
 * an aborted fetch may be left with only unref'd handles, and a probe must neither wait on it for
 * ever nor let Node exit in the middle (exit code 13, "unsettled top-level await").
 */
function bounded(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/** A raw connection that writes `text` and is destroyed `afterMs` later, whatever came back. */
function rawCut(base: string, text: string, afterMs: number): Promise<void> {
  const { hostname, port } = url(base);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 80 }, () => socket.write(text));
    // Cut at the moment chosen whether or not the connection was made by then.
    const cut = setTimeout(() => socket.destroy(), afterMs);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(cut);
      resolve();
    });
    socket.resume();
  });
}

/**
 * Sends `count` requests, `parallel` at a time, each cut at a random moment (`maxCutMs` at the
 * latest): a third before the headers are complete, a third in the middle of a body, a third
 * (complete requests for pages, REST and GraphQL) aborted while they wait or work.
 */
export async function abandonRequests(
  base: string,
  { count = 300, parallel = 50, maxCutMs = 500 }: { count?: number; parallel?: number; maxCutMs?: number } = {},
): Promise<AbandonResult> {
  const targets = addresses(await productIds(base));
  const host = url(base).host;
  const byCut: Record<Cut, number> = { 'before-headers': 0, 'mid-body': 0, 'while-queued-or-working': 0 };
  let next = 0;
  const one = async (i: number) => {
    const target = targets[i % targets.length]!;
    const cutAt = Math.floor(Math.random() * maxCutMs);
    const kind: Cut = (['before-headers', 'mid-body', 'while-queued-or-working'] as const)[i % 3]!;
    byCut[kind]++;
    if (kind === 'before-headers') {
      await bounded(
        rawCut(base, `${target.method} ${target.path} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n`, cutAt),
        cutAt + 5_000,
      );
    } else if (kind === 'mid-body') {
      const body = JSON.stringify({ query: '{ products(pageSize: 5) { totalElements } }' });
      const head = `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      await bounded(rawCut(base, head + body.slice(0, body.length >> 1), cutAt), cutAt + 5_000);
    } else {
      const abort = new AbortController();
      const cut = setTimeout(() => abort.abort(), Math.max(1, cutAt));
      await bounded(
        fetch(`${base}${target.path}`, {
          method: target.method,
          headers: {
            accept: target.method === 'GET' ? 'text/html' : 'application/json',
            'content-type': 'application/json',
          },
          body: target.body,
          signal: abort.signal,
        }).then((res) => res.arrayBuffer()),
        cutAt + 5_000,
      );
      clearTimeout(cut);
    }
  };
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await one(next++);
    }),
  );
  return { sent: count, byCut };
}

export interface ReadCheck {
  name: string;
  status: number | string;
  ms: number;
}

/** One of every kind of read, one after another: the status and time of each. */
export async function servesEveryRead(base: string, timeoutMs = 30_000): Promise<ReadCheck[]> {
  const [id] = await productIds(base).catch(() => ['none']);
  const graphql = (query: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const html = { headers: { accept: 'text/html' } };
  const reads: Array<[string, string, RequestInit]> = [
    ['home page', '/', html],
    ['product page', `/product/id/${id}`, html],
    ['listing page', '/men/clothing/mens_kurta', html],
    ['search page', '/search?q=shirt', html],
    ['REST listing', '/api/products?pageSize=5', {}],
    ['REST product', `/api/products/id/${id}`, {}],
    ['GraphQL listing', '/graphql', graphql('{ products(pageSize: 5) { totalElements } }')],
    ['sitemap', '/sitemap.xml', {}],
    ['ready', '/ready', {}],
  ];
  const checks: ReadCheck[] = [];
  for (const [name, path, init] of reads) {
    const started = performance.now();
    let status: number | string;
    try {
      const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      status = res.status;
    } catch (error) {
      status = (error as Error).name;
    }
    checks.push({ name, status, ms: Math.round(performance.now() - started) });
  }
  return checks;
}

/**
 * A client that sends its request one byte a second for `seconds` while the shop is asked for other
 * reads: what those reads took. A crawling client must cost the shop one connection, nothing more.
 */
export async function slowClient(base: string, seconds = 5): Promise<ReadCheck[]> {
  const { hostname, port, host } = url(base);
  const text = `GET /api/products?pageSize=1 HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\n\r\n`;
  const sockets = Array.from({ length: 8 }, () => {
    const socket = net.connect({ host: hostname, port: Number(port) || 80 });
    socket.on('error', () => undefined);
    socket.resume();
    return socket;
  });
  let sentBytes = 0;
  const dribble = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(text[sentBytes % text.length]!);
    sentBytes++;
  }, 1000);
  await wait(1000);
  const during: ReadCheck[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) during.push(...(await servesEveryRead(base)).filter((c) => c.name !== 'sitemap'));
  clearInterval(dribble);
  for (const socket of sockets) socket.destroy();
  return during;
}

/**
 * `node --import tsx scripts/probe-abandon.ts <base> [rounds] [count]`: the rounds of abandoned
 * requests, each followed by every read, then the crawling clients; one JSON line per phase. Tests
 * run it as a process of its own, so the probe shares no event loop, sockets or timers with them.
 */
async function cli(base: string, rounds: number, count: number): Promise<void> {
  const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now();
    const cut = await abandonRequests(base, { count });
    const reads = await servesEveryRead(base);
    say({ phase: 'abandoned', round, ...cut, reads, ms: Math.round(performance.now() - started) });
  }
  say({ phase: 'slow clients', reads: await slowClient(base, 3) });
}

if (process.argv[1]?.endsWith('probe-abandon.ts')) {
  const [base, rounds = '3', count = '200'] = process.argv.slice(2);
  await cli(base!, Number(rounds), Number(count));
}
