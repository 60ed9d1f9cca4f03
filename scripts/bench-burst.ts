// `npm run bench:burst [-- --size 64 --rounds 5 --database-url postgresql://…]`: a shop started as
// `npm start` does (PGlite in a scratch folder unless --database-url), then bursts of `size`
// concurrent GraphQL catalog reads from this one client, all sent at the same moment. Prints per
// round how many were served (200) and refused (503), and the median, p99 and slowest answer;
// then one mixed burst where a third of the requests need no database (`{ __typename }`, a
// document that does not parse), to show those are answered without waiting in line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from './bench-support.js';
import { START_ARGS, START_ENV } from './start-flags.js';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '5' },
    'database-url': { type: 'string', default: '' },
  },
});
const size = Number(values.size);
const rounds = Number(values.rounds);

const catalogRead = JSON.stringify({
  query:
    '{ products(pageSize: 20) { totalElements totalPages content { id title brand colour imageUrls price discountedPrice discountPercent inStock } } }',
});
const typename = JSON.stringify({ query: '{ __typename }' });
const broken = JSON.stringify({ query: '{ products(' });

interface Answer {
  status: number;
  ms: number;
}

async function send(url: string, body: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await res.text();
  return { status: res.status, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

function summary(answers: Answer[]): string {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const served = answers.filter((a) => a.status === 200).length;
  const busy = answers.filter((a) => a.status === 503).length;
  const other = answers.length - served - busy;
  return (
    `served ${served}/${answers.length}, 503 ${busy}${other ? `, other ${other}` : ''}; ` +
    `median ${percentile(ms, 0.5).toFixed(0)} ms, p99 ${percentile(ms, 0.99).toFixed(0)} ms, slowest ${ms.at(-1)!.toFixed(0)} ms`
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-burst-'));
const shop = await serve(
  START_ARGS,
  {
    ...START_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: values['database-url'],
    SKIP_STOREFRONT_BUILD: '1',
    // One client stands for many shoppers here; the per-address budgets would turn it away.
    API_ANON_REQUESTS_PER_MINUTE: '1000000',
    API_ANON_COST_PER_MINUTE: '100000000',
  },
  '/health',
);
try {
  const database = values['database-url'] ? 'PostgreSQL' : 'PGlite';
  console.log(`Bursts of ${size} concurrent GraphQL catalog reads (20 products) on ${database}, ${shop.url}`);
  await send(shop.url, catalogRead); // warm the first compile and the statement cache
  let all: Answer[] = [];
  for (let round = 1; round <= rounds; round++) {
    const answers = await Promise.all(Array.from({ length: size }, () => send(shop.url, catalogRead)));
    all = all.concat(answers);
    console.log(`  round ${round}: ${summary(answers)}`);
  }
  console.log(`  all ${rounds} rounds: ${summary(all)}`);

  const kinds = Array.from({ length: size }, (_, i) => (i % 3 === 0 ? 'none' : 'read'));
  const mixed = await Promise.all(
    kinds.map((kind, i) => send(shop.url, kind === 'read' ? catalogRead : i % 2 ? typename : broken)),
  );
  const reads = mixed.filter((_, i) => kinds[i] === 'read');
  const noDatabase = mixed.filter((_, i) => kinds[i] === 'none');
  console.log(`Mixed burst of ${size}: ${reads.length} catalog reads and ${noDatabase.length} that need no database`);
  console.log(`  catalog reads: ${summary(reads)}`);
  const answered = noDatabase.filter((a) => a.status === 200 || a.status === 400).length;
  const ms = noDatabase.map((a) => a.ms).sort((a, b) => a - b);
  console.log(
    `  no database ({ __typename }, a parse error): answered ${answered}/${noDatabase.length}; ` +
      `median ${percentile(ms, 0.5).toFixed(0)} ms, p99 ${percentile(ms, 0.99).toFixed(0)} ms`,
  );
  process.exitCode = all.some((a) => a.status !== 200) ? 1 : 0;
} finally {
  await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
