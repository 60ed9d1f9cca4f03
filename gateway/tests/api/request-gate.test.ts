import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { DatabaseGate, type Release } from '../../src/http/middleware/request-gate.js';
import { startGateway, type Gateway } from '../../src/http/server.js';

// On PGlite, work that needs the database takes turns. A burst of reads waits in line (slower,
// not refused); only a request that could not start within the wait bound is answered 503 with
// Retry-After. Requests that never reach the database never wait: refusals before execution,
// operations that read only the schema, /health and files.

let shop: TestShop;
let roomy: DatabaseGate;
/** A second gateway over the same database whose gate gives up after 100 ms. */
let tight: Gateway;
let tightGate: DatabaseGate;
beforeAll(async () => {
  roomy = new DatabaseGate({ concurrency: 4, maxWaitMs: 120_000 });
  shop = await startTestShop({ gate: roomy });
  tightGate = new DatabaseGate({ concurrency: 1, maxWaitMs: 100 });
  tight = await startGateway(shop.db, { gate: tightGate, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await tight?.stop();
  await shop?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
}

/**
 * Fires `count` requests at once from another process: a client sharing the gateway's event
 * loop would be slowed down by the very work it measures and could never send a burst.
 */
async function fireBurst(url: string, init: RequestInit, count: number): Promise<Answer[]> {
  const script = `
    const [url, init, n] = JSON.parse(process.argv[1]);
    const answers = await Promise.all(Array.from({ length: n }, async () => {
      const res = await fetch(url, init);
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    }));
    console.log(JSON.stringify(answers));`;
  const args = JSON.stringify([url, init, count]);
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, args], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Answer[];
}

const graphqlPost = (query: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

async function answer(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/** Takes every turn of a gate, so anything that waits for one waits until `release`. */
async function hold(gate: DatabaseGate, turns: number): Promise<() => void> {
  const releases = (await Promise.all(Array.from({ length: turns }, () => gate.enter()))) as Release[];
  return () => releases.forEach((release) => release());
}

describe('the wait for the embedded database', () => {
  it('serves a burst of 64 concurrent GraphQL catalog reads from one client, refusing none', async () => {
    const answers = await fireBurst(
      `${shop.url}/graphql`,
      graphqlPost('{ products(pageSize: 20) { totalElements content { id title } } }'),
      64,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(64).fill(200));
    for (const a of answers) expect(a.body.data.products.content).toHaveLength(20);
  });

  it('answers what needs no database while every turn is taken', async () => {
    const release = await hold(roomy, 4);
    try {
      const url = `${shop.url}/graphql`;
      const [parse, invalid, typename, schema, tooComplex, health] = await Promise.all([
        answer(url, graphqlPost('{ products(')),
        answer(url, graphqlPost('{ noSuchField }')),
        answer(url, graphqlPost('{ __typename }')),
        answer(url, graphqlPost('{ __schema { queryType { name } } }')),
        answer(
          url,
          graphqlPost(
            `{ ${Array.from({ length: 120 }, (_, i) => `a${i}: __typename`).join(' ')} products { totalElements } }`,
          ),
        ),
        answer(`${shop.url}/health`),
      ]);
      expect(parse.status).toBe(400);
      expect(invalid.status).toBe(400);
      expect(typename.body.data).toEqual({ __typename: 'Query' });
      expect(schema.body.data.__schema.queryType.name).toBe('Query');
      expect(tooComplex.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      expect(health.status).toBe(200);
      const image = await fetch(`${shop.url}/images/banners/1.svg`);
      expect(image.status).toBe(200);
    } finally {
      release();
    }
  });

  it('answers a GraphQL read that could not start in time with 503, Retry-After and SERVICE_UNAVAILABLE', async () => {
    const release = await hold(tightGate, 1);
    try {
      const busy = await answer(`${tight.url}/graphql`, graphqlPost('{ products(pageSize: 1) { totalElements } }'));
      expect(busy.status).toBe(503);
      expect(busy.retryAfter).toMatch(/^\d+$/);
      expect(busy.body.errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 1 });
    } finally {
      release();
    }
  });

  it('answers a REST read that could not start in time with 503, Retry-After and { error, message }', async () => {
    const release = await hold(tightGate, 1);
    try {
      const busy = await answer(`${tight.url}/api/products?pageSize=1`);
      expect(busy.status).toBe(503);
      expect(busy.retryAfter).toMatch(/^\d+$/);
      expect(busy.body).toMatchObject({ error: 'busy', message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
    } finally {
      release();
    }
  });

  it('serves reads again once the turns are given back', async () => {
    const rest = await answer(`${tight.url}/api/products?pageSize=1`);
    expect(rest.status).toBe(200);
    const graphql = await answer(`${tight.url}/graphql`, graphqlPost('{ products(pageSize: 1) { totalElements } }'));
    expect(graphql.body.data.products.totalElements).toBeGreaterThan(0);
  });

  it('/ready fails while every turn is held past the wait bound, and recovers when they come back', async () => {
    const release = await hold(tightGate, 1);
    try {
      // The bound is 100 ms: once it passed with the one turn held, no request could be served.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const stuck = await answer(`${tight.url}/ready`);
      expect(stuck.status).toBe(503);
      expect(stuck.body).toEqual({ status: 'not_ready', reason: 'database busy beyond its wait bound' });
    } finally {
      release();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect((await answer(`${tight.url}/ready`)).status).toBe(200);
  });
});

describe('a client that leaves', () => {
  /** A stand-in for an HTTP response: emits 'close' and then says it is closed. */
  const client = () => {
    const emitter = new EventEmitter() as EventEmitter & { closed: boolean };
    emitter.closed = false;
    return Object.assign(emitter, {
      hangUp() {
        emitter.closed = true;
        emitter.emit('close');
      },
    });
  };

  it('gets no turn when it left before it asked, and takes no place in line', async () => {
    const gate = new DatabaseGate({ concurrency: 1, maxWaitMs: 60_000 });
    const gone = client();
    gone.hangUp();
    expect(await gate.enter(gone)).toBeNull();
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('gives its turn back when it leaves while holding it, without calling release', async () => {
    const gate = new DatabaseGate({ concurrency: 1, maxWaitMs: 60_000 });
    const holder = client();
    expect(await gate.enter(holder)).toBeTypeOf('function');
    const next = gate.enter(client());
    holder.hangUp();
    expect(await next).toBeTypeOf('function');
    expect(gate.load().active).toBe(1);
  });

  it('leaves the line when it goes while waiting, and the next in line gets the turn', async () => {
    const gate = new DatabaseGate({ concurrency: 1, maxWaitMs: 60_000 });
    const first = await gate.enter(client());
    const leaver = client();
    const waiting = gate.enter(leaver);
    const patient = gate.enter(client());
    leaver.hangUp();
    expect(await waiting).toBeNull();
    first!();
    expect(await patient).toBeTypeOf('function');
    expect(gate.load()).toEqual({ active: 1, waiting: 0 });
  });
});
