// Helpers for `npm run bench`: a scratch PostgreSQL database, child processes that serve HTTP,
// their peak resident memory, and one autocannon run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

export async function scratchDatabase(serverUrl: string) {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Served {
  child: ChildProcess;
  url: string;
  /** Peak resident memory so far, in MiB: the largest of the process and its children (workers). */
  peakRssMiB(): number;
  /** Resident memory now, in MiB: the process and its children (workers) added up. */
  rssNowMiB(): number;
  /** Starts the peak over from the memory now (to see what one phase adds). */
  resetPeakRss(): void;
  stop(): Promise<void>;
}

function childPids(pid: number): number[] {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    const kids = tasks.flatMap((t) =>
      fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
    return [...kids, ...kids.flatMap(childPids)];
  } catch {
    return [];
  }
}

function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Starts `node args…` with env and waits until GET {url}{readyPath} answers 200. */
export async function serve(args: string[], env: NodeJS.ProcessEnv, readyPath: string): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} not ready in 120 s:\n${output}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  let peak = 0;
  const sample = () => {
    for (const pid of [child.pid!, ...childPids(child.pid!)]) peak = Math.max(peak, rssMiB(pid));
  };
  const timer = setInterval(sample, 100);
  return {
    child,
    url,
    peakRssMiB: () => (sample(), peak),
    resetPeakRss: () => {
      peak = 0;
      sample();
    },
    rssNowMiB: () => [child.pid!, ...childPids(child.pid!)].reduce((t, pid) => t + rssMiB(pid), 0),
    async stop() {
      clearInterval(timer);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run; any non-2xx answer or socket error counts as an error. */
export async function load(target: Load, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The storefront's listing and detail reads, as the benches send them to /graphql. */
export const LISTING_QUERY = `query Listing($filter: ProductFilter) { products(filter: $filter, pageSize: 20) {
  totalPages totalElements content { id title brand price discountedPrice discountPercent colour imageUrls inStock
  sizes { id name quantity } category { id name label } } } }`;
export const DETAIL_QUERY = `query Detail($id: ID!) { product(id: $id) { id title brand description details highlights price
  discountedPrice discountPercent colour imageUrls inStock sizes { id name quantity }
  category { id name label parent { id name label parent { id name label } } } } }`;

/** A GraphQL POST to the shop at `url` as a load target. */
export const gql = (url: string, query: string, variables: object): Load => ({
  url: `${url}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});
