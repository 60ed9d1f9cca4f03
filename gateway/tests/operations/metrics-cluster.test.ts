import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from '../support/harness.js';
import { postgresServer } from '../support/postgres-server.js';
import { startShopProcess } from '../support/shop-process.js';

// WORKERS=N needs PostgreSQL; without a server this file is skipped.
const server = await postgresServer();
const TOKEN = 'cluster-metrics-token-0123456789';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A port nothing listens on now (the banner of WORKERS=N shows the configured port, so not 0). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A GET on a connection of its own, so the cluster hands each to the next worker. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe.skipIf(!server)('metrics with WORKERS=2', () => {
  it('cover the requests every worker answered, whichever worker is scraped', async () => {
    const database = await createScratchDatabase(server!, inject('postgresTemplate') || undefined);
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-metrics-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const shop = startShopProcess({
      WORKERS: '2',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'warn',
      PORT: String(await freePort()),
    });
    cleanups.push(() => shop.stop());
    const url = await shop.ready();

    for (let i = 0; i < 10; i++) expect((await get(`${url}/api/products/id/unknown-${i}`)).status).toBe(404);
    const counted = /^http_request_duration_seconds_count\{[^}]*route="\/api\/products\/id\/:id"[^}]*\} (\d+)$/m;
    for (let scrape = 0; scrape < 4; scrape++) {
      const page = await get(`${url}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(page.status).toBe(200);
      expect(counted.exec(page.body)?.[1]).toBe('10');
      expect(page.body).toMatch(/^db_pool_connections_idle\{database="postgres"\} \d+$/m);
    }
  }, 180_000);
});
