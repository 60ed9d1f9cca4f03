// `npm run bench:web`: Lighthouse (npm `lighthouse`, Debian's Chromium at CHROME_PATH or
// /usr/bin/chromium) on the home page, a listing and a product page, mobile and desktop, against
// a production start (`npm start`, built storefront) on a scratch PGlite data directory, or on
// BENCH_WEB_URL when given. Prints the scores (the median of BENCH_WEB_RUNS runs, default 3, and
// every run's), LCP, total blocking time and the JavaScript each page transfers; writes
// the table to docs/benchmarks.md (BENCH_WRITE=0 to leave it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { serve } from './bench-support.js';
import { START_ARGS, START_ENV } from './start-flags.js';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Lighthouse runs per page and form factor (BENCH_WEB_RUNS, default 3); the median is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS) || 3);
/**
 * Lighthouse slows the CPU 4× for mobile, a factor chosen for a high-end desktop (its benchmark
 * index 1,500–2,000) to stand in for a mid-range phone. A faster machine makes the same page look
 * faster: BENCH_WEB_CPU_SLOWDOWN sets another factor (the table prints each run's index).
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_WEB_CPU_SLOWDOWN) || 0;
let stopShop = async () => undefined as void;
let base = process.env.BENCH_WEB_URL;
if (!base) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  const shop = await serve(START_ARGS, { ...START_ENV, DATA_DIR: dataDir, DATABASE_URL: '' }, '/health');
  base = shop.url;
  stopShop = shop.stop;
}
const products = (await (await fetch(`${base}/api/products?category=men/clothing/mens_kurta`)).json()) as {
  content: { _id: string }[];
};
const pages = {
  home: '/',
  listing: '/men/clothing/mens_kurta',
  product: `/product/id/${products.content[0]!._id}`,
};

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: string[] = [];
try {
  for (const [name, pagePath] of Object.entries(pages)) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const flags: Flags = {
        port: chrome.port,
        ...(CPU_SLOWDOWN && formFactor === 'mobile' ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      // Lighthouse's figures move from run to run (its simulation starts from a real, unthrottled
      // load): the run with the median performance score of RUNS is the one reported.
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${base}${pagePath}`,
          flags,
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const run = result!.lhr;
        // A run Lighthouse could not score (no largest paint seen, the page failed) says why, and
        // counts as 0 in the median rather than disappearing.
        if (run.categories.performance?.score == null || run.runtimeError) {
          const reasons = [run.runtimeError?.message, ...run.runWarnings].filter(Boolean).join(' | ');
          console.log(`${name} ${formFactor} run ${i + 1}: not scored (${reasons || 'no reason given'})`);
        }
        runs.push(run);
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000;
      const requests =
        (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
          ?.items ?? [];
      const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const failing = Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
        .map((a) => a.id);
      const all = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ');
      const row = `| ${name} | ${formFactor} | ${score('performance')} (${all}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lcp.toFixed(1)} s | ${tbt} ms | ${(js / 1024).toFixed(0)} KB | ${Math.round(lhr.environment.benchmarkIndex)}, ${lhr.configSettings.throttling.cpuSlowdownMultiplier}× |${failing.length ? ` ${failing.join(', ')}` : ''} |`;
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  chrome.kill();
  await stopShop();
}

const header = `| page | form factor | performance, median (every run) | accessibility | best practices | SEO | LCP | total blocking time | JS transferred (compressed) | CPU: benchmark index, slowdown | failing accessibility audits |
|---|---|---|---|---|---|---|---|---|---|---|`;
const table = [header, ...rows].join('\n');
console.log(`\n${table}`);
if (process.env.BENCH_WRITE !== '0') {
  const doc = fs.readFileSync('docs/benchmarks.md', 'utf8').split('<!-- web -->');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const body = `<!-- web -->\nLatest \`npm run bench:web\` (${when} UTC, Lighthouse on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Debian Chromium, PGlite):\n\n${table}\n<!-- web -->`;
  fs.writeFileSync(
    'docs/benchmarks.md',
    doc.length >= 3 ? `${doc[0]}${body}${doc[2]}` : `${doc[0]}\n## Storefront (Lighthouse)\n\n${body}\n`,
  );
  console.log('Written to docs/benchmarks.md');
}
