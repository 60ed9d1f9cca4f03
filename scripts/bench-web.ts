// `npm run bench:web`: Lighthouse (npm `lighthouse`, Debian's Chromium at CHROME_PATH or
// /usr/bin/chromium) on the home page, a listing and a product page, mobile and desktop, against
// a production start (`npm start`, built storefront) on a scratch PGlite data directory, or on
// BENCH_WEB_URL when given. Prints the scores, LCP and the JavaScript each page transfers; writes
// the table to docs/benchmarks.md (BENCH_WRITE=0 to leave it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { serve } from './bench-support.js';
import { START_ARGS } from './start-flags.js';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
let stopShop = async () => undefined as void;
let base = process.env.BENCH_WEB_URL;
if (!base) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  const shop = await serve(START_ARGS, { DATA_DIR: dataDir, DATABASE_URL: '' }, '/health');
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
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      const result = await lighthouse(
        `${base}${pagePath}`,
        flags,
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000;
      const requests =
        (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
          ?.items ?? [];
      const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const failing = Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
        .map((a) => a.id);
      const row = `| ${name} | ${formFactor} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lcp.toFixed(1)} s | ${(js / 1024).toFixed(0)} KB |${failing.length ? ` ${failing.join(', ')}` : ''} |`;
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  chrome.kill();
  await stopShop();
}

const header = `| page | form factor | performance | accessibility | best practices | SEO | LCP | JS transferred (compressed) | failing accessibility audits |
|---|---|---|---|---|---|---|---|---|`;
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
