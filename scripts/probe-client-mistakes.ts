// Requests that are the client's mistake, each of which the shop must answer with a 2xx page that
// says what it could not use, or a 4xx: never a 5xx, never an `error` log line. Used by
// `npm run probe:bad-input` and by gateway/tests/operations/shop-as-shipped.test.ts against the shop as
// `npm start` runs it (the database gate and the caches on).
import http from 'node:http';

export interface Mistake {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The status class the shop answers with: a page that explains (2xx) or a refusal (4xx). */
  expect: 2 | 4;
}

const graphql = (name: string, body: unknown): Mistake => ({
  name,
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body,
  expect: 4,
});

const page = (path: string, expect: 2 | 4 = 2): Mistake => ({
  name: `page ${path}`,
  method: 'GET',
  path,
  headers: { accept: 'text/html' },
  expect,
});

export const CLIENT_MISTAKES: Mistake[] = [
  graphql('two operations, no operationName', { query: 'query A{__typename} query B{__typename}' }),
  graphql('an operationName the document lacks', { query: 'query A{__typename}', operationName: 'Z' }),
  graphql('two reads, no operationName', { query: 'query A{products{totalElements}} query B{__typename}' }),
  page('/search?q=!'),
  page("/search?q='%22"),
  page('/search?q=%25'),
  page('/search?q=||'),
  page('/search?q=kurta&page=0'),
  page('/search?q=kurta&page=1000000000000'),
  page('/men/clothing/mens_kurta?color=nosuchcolour'),
  page('/men/clothing/mens_kurta?size=XXL'),
  page('/men/clothing/mens_kurta?price=abc'),
  page('/men/clothing/mens_kurta?price=999-1'),
  page('/men/clothing/mens_kurta?discount=1000'),
  page('/men/clothing/mens_kurta?page=0'),
  page('/men/clothing/mens_kurta?page=1000000000000'),
  page('/men/clothing/mens_kurta?stock=nope&sort=zzz'),
  page('/men/clothing/no_such_category', 4),
  page('/product/id/no-such-product', 4),
  { name: 'REST unknown colour', method: 'GET', path: '/api/products?color=nosuchcolour', expect: 4 },
  // A page past the last is an empty page of the listing, as the spec's paging has it.
  { name: 'REST page 10^12', method: 'GET', path: '/api/products?pageNumber=1000000000000', expect: 2 },
  {
    name: 'forgot-password with a forged Host',
    method: 'POST',
    path: '/auth/forgot-password',
    headers: { 'content-type': 'application/json', host: 'evil.example' },
    body: { email: 'someone@example.com' },
    expect: 2,
  },
  {
    name: 'forgot-password with a forged X-Forwarded-Host and Forwarded',
    method: 'POST',
    path: '/auth/forgot-password',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-host': 'evil.example',
      forwarded: 'host=evil.example;proto=https',
    },
    body: { email: 'someone@example.com' },
    expect: 2,
  },
];

/** Sends one request as written (node:http: fetch would not send a forged Host). */
export function send(base: string, mistake: Mistake): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  const body = mistake.body === undefined ? undefined : JSON.stringify(mistake.body);
  const headers: Record<string, string | number> = { ...mistake.headers };
  if (body) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: mistake.path, method: mistake.method, headers, setHost: !headers.host },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every mistake sent once: what came back, and whether it is what the shop should answer. */
export async function probeClientMistakes(
  base: string,
): Promise<Array<{ name: string; status: number; ok: boolean; leaksForgedHost: boolean }>> {
  const results = [];
  for (const mistake of CLIENT_MISTAKES) {
    const { status, text } = await send(base, mistake);
    results.push({
      name: mistake.name,
      status,
      ok: Math.floor(status / 100) === mistake.expect,
      leaksForgedHost: text.includes('evil.example'),
    });
  }
  return results;
}
