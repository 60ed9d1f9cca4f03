// `npm run bench:password-work`: how much CPU the worst single requests buy (sign-up, sign-in,
// and a stranger guessing an owner's password). Starts a gateway in this process on an in-memory
// PGlite (or DATABASE_URL) and measures process.cpuUsage() around each request; the client's own
// share is negligible next to scrypt.
import http from 'node:http';
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { startGateway } from '../gateway/src/http/server.js';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await applyMigrations(db.adapterFactory);
await seed(db.prisma, { adminEmail: 'admin@bench.local', adminPassword: 'bench-admin-pass', dataDir: '/tmp/unused' });
const gateway = await startGateway(db, { port: 0, host: '127.0.0.1' });

/** POSTs JSON from a chosen loopback address (strangers and the owner come from different ones). */
function post(path: string, body: unknown, token?: string, from = '127.0.0.1'): Promise<{ status: number; body: any }> {
  const url = new URL(path, gateway.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function cpu<T>(label: string, run: () => Promise<T>): Promise<T> {
  const before = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const used = process.cpuUsage(before);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${label.padEnd(58)} ${seconds.toFixed(2).padStart(6)} s CPU  ${((performance.now() - started) / 1000).toFixed(2).padStart(6)} s wall`,
  );
  return result;
}

const stamp = Date.now();
const signupFields = (email: string) => `firstName: "B", lastName: "C", email: "${email}", password: "bench-pass-1"`;
const aliases = (n: number, field: (i: number) => string) =>
  `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

const one = await cpu('1 signup (REST)', () =>
  post('/auth/signup', { firstName: 'B', lastName: 'C', email: `one.${stamp}@bench.local`, password: 'bench-pass-1' }),
);
const token = one.body.jwt as string;
const thirty = await cpu('GraphQL: 30 signup aliases in one request', () =>
  post('/graphql', {
    query: aliases(30, (i) => `signup(input: { ${signupFields(`a${i}.${stamp}@bench.local`)} }) { token }`),
  }),
);
console.log(`  → ${thirty.status} ${thirty.body.errors?.[0]?.extensions?.code}`);
const sixty = await cpu('GraphQL: 60 changePassword aliases in one request', () =>
  post(
    '/graphql',
    {
      query: aliases(
        60,
        (i) => `changePassword(currentPassword: "bench-pass-1", newPassword: "next-pass-${i}") { token }`,
      ),
    },
    token,
  ),
);
console.log(`  → ${sixty.status} ${sixty.body.errors?.[0]?.extensions?.code}`);
await cpu('GraphQL: 1 changePassword (verify + hash)', () =>
  post(
    '/graphql',
    { query: 'mutation { changePassword(currentPassword: "bench-pass-1", newPassword: "bench-pass-2") { token } }' },
    token,
  ),
);
await cpu('1 signin (REST)', () =>
  post('/auth/signin', { email: `one.${stamp}@bench.local`, password: 'bench-pass-2' }),
);

// A stranger's guesses: fifty wrong passwords for the owner from ten stranger addresses, then the owner.
const statuses: number[] = [];
await cpu('50 wrong passwords for the owner from 10 addresses', async () => {
  for (let i = 0; i < 50; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, 50 - i) }, (_, j) =>
        post(
          '/auth/signin',
          { email: `one.${stamp}@bench.local`, password: `wrong-${i + j}` },
          undefined,
          `127.0.1.${((i + j) % 10) + 1}`,
        ),
      ),
    );
    statuses.push(...batch.map((r) => r.status));
  }
});
const counts = statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
console.log(`  → statuses ${JSON.stringify(counts)}`);
const owner = await cpu('then the owner with the right password', () =>
  post('/auth/signin', { email: `one.${stamp}@bench.local`, password: 'bench-pass-2' }),
);
console.log(`  → ${owner.status}${owner.body?.jwt ? ' with a token' : ` ${JSON.stringify(owner.body)}`}`);

await gateway.stop();
await db.close();
