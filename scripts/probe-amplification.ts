// Documents that are small on the wire but ask for a great deal of work: fragments that spread
// each other twice over, thousands of aliases, directives, deep nesting, unused fragments. Each
// is sent once, alone, to a running shop; the probe reads how many CPU seconds the server
// process spent on it (/proc/<pid>/stat) and whether /health still answers afterwards.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export interface Shape {
  name: string;
  method?: 'GET' | 'POST';
  /** Where it goes: /graphql unless said (the REST catalog reads answered without Express, decision 055). */
  path?: string;
  /** For POST: the JSON body; for GET: the query string. */
  body: string;
}

const post = (name: string, query: string, extra: Record<string, unknown> = {}): Shape => ({
  name,
  body: JSON.stringify({ query, ...extra }),
});

/** `depth` fragments, each spreading the next twice; `inline` puts each spread in an inline fragment. */
function fanOut(depth: number, leaf: string, type = 'Query', inline = false): string {
  const spread = (i: number) => (inline ? `... on ${type} { ...F${i} }` : `...F${i}`);
  const fragments = Array.from(
    { length: depth },
    (_, i) => `fragment F${i} on ${type} { ${spread(i + 1)} ${spread(i + 1)} }`,
  );
  return `${fragments.join(' ')} fragment F${depth} on ${type} { ${leaf} }`;
}

const many = (count: number, item: (i: number) => string, separator = ' ') =>
  Array.from({ length: count }, (_, i) => item(i)).join(separator);

const signin = 'signin(email: "probe@example.com", password: "not-the-password") { token }';

export function amplificationShapes(): Shape[] {
  return [
    post('fragment fan-out: 2^40 × __typename', `query { ...F0 } ${fanOut(40, '__typename')}`),
    post('fragment fan-out: 2^30 × catalog read', `query { ...F0 } ${fanOut(30, 'products { totalElements }')}`),
    post('fragment fan-out: 2^30 × signin (mutation)', `mutation { ...F0 } ${fanOut(30, signin, 'Mutation')}`),
    post('inline-fragment fan-out: 2^40', `query { ...F0 } ${fanOut(40, '__typename', 'Query', true)}`),
    post(
      'fragment fan-out inside a list: 2^30',
      `{ products { content { ...F0 } } } ${fanOut(30, 'id title', 'Product')}`,
    ),
    post('unused fragments: 150 fanning out', `{ __typename } ${fanOut(150, '__typename')}`),
    post('aliases: 5,000 × __typename', `{ ${many(5000, (i) => `a${i}: __typename`)} }`),
    post('aliases: 600 × __typename', `{ ${many(600, (i) => `a${i}: __typename`)} }`),
    post(
      'aliases: 100 × 100-product page',
      `{ ${many(100, (i) => `a${i}: products(pageSize: 100) { content { id } }`)} }`,
    ),
    post('aliases: 60 × signin', `mutation { ${many(60, (i) => `a${i}: ${signin}`)} }`),
    post('same field 480 times', `{ ${many(480, () => 'products { totalElements }')} }`),
    post(
      'fragments: 150 distinct, one field each',
      `{ ${many(150, (i) => `...F${i}`)} } ${many(150, (i) => `fragment F${i} on Query { products { totalElements } }`)}`,
    ),
    post('directives: 250 × @skip(if: false)', `{ __typename ${many(250, () => '@skip(if: false)')} }`),
    post('directives: 950 × unknown @x', `{ __typename ${many(950, () => '@x')} }`),
    post('deep nesting: 380 inline fragments', `{ ${'... on Query { '.repeat(380)}__typename${' }'.repeat(380)} }`),
    post('deep nesting: 650 fields', `{ ${'a { '.repeat(650)}b${' }'.repeat(650)} }`),
    post('deep nesting: 990-deep list argument', `{ product(id: ${'['.repeat(990)}1${']'.repeat(990)}) { id } }`),
    {
      name: 'deep nesting: variables 40,000 arrays deep',
      // Written by hand: JSON.stringify itself cannot nest that deep.
      body: `{"query":"query ($v: ID!) { product(id: $v) { id } }","variables":{"v":${'['.repeat(40_000)}${']'.repeat(40_000)}}}`,
    },
    post(
      'introspection: 4 × nested schema',
      `{ ${many(4, (i) => `a${i}: __schema { types { fields { type { fields { args { type { name } } } } } } }`)} }`,
    ),
    post(
      'operations: 390 in one document',
      many(390, (i) => `query Q${i} { __typename }`),
      { operationName: 'Q0' },
    ),
    post('variables: 450 unused definitions', `query (${many(450, (i) => `$v${i}: Int`)}) { __typename }`),
    post('string literal: 90 KB', `{ search(query: "${'x'.repeat(90_000)}") { totalElements } }`),
    {
      name: 'GET: 60 KB query',
      method: 'GET',
      body: `query=${encodeURIComponent(`{ ${'__typename '.repeat(5500)}}`)}`,
    },
    // The REST listing's address is read before its work (its spelling, its text, its parameters):
    // the longest address the shop reads (16 KiB), in the shapes that ask the most of those reads.
    { name: 'REST listing: 16 KB of empty parameters', method: 'GET', path: '/api/products', body: '&'.repeat(16_000) },
    {
      name: 'REST listing: 16 KB comma list',
      method: 'GET',
      path: '/api/products',
      body: `color=${'a,'.repeat(8_000)}`,
    },
    {
      name: 'REST listing: 16 KB of escaped letters',
      method: 'GET',
      path: '/api/products',
      body: `q=${'%C3%A9'.repeat(2_700)}`,
    },
    {
      name: 'REST listing: 1,000 distinct parameters',
      method: 'GET',
      path: '/api/products',
      body: Array.from({ length: 1_000 }, (_, i) => `p${i}=x`).join('&'),
    },
  ];
}

const ticksPerSecond = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

export interface ShapeResult {
  name: string;
  status: string;
  code: string;
  cpuSeconds: number | null;
  wallMs: number;
  healthy: boolean;
}

/** Sends each shape alone and measures it; `pid` is the server process (no CPU figure without it). */
export async function probeAmplification(base: string, pid: number | undefined): Promise<ShapeResult[]> {
  const results: ShapeResult[] = [];
  for (const shape of amplificationShapes()) {
    const before = pid ? cpuSeconds(pid) : 0;
    const started = performance.now();
    let status: string;
    let code = '';
    try {
      const get = shape.method === 'GET';
      const res = await fetch(`${base}${shape.path ?? '/graphql'}${get ? `?${shape.body}` : ''}`, {
        method: get ? 'GET' : 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'apollo-require-preflight': '1' },
        body: get ? undefined : shape.body,
        signal: AbortSignal.timeout(60_000),
      });
      status = String(res.status);
      const text = await res.text();
      code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? '';
    } catch (error) {
      status = `failed (${(error as Error).message})`;
    }
    const wallMs = performance.now() - started;
    const cpu = pid ? cpuSeconds(pid) - before : null;
    const health = await fetch(`${base}/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    results.push({ name: shape.name, status, code, cpuSeconds: cpu, wallMs, healthy: health });
  }
  return results;
}
