import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shopDatabase, startShopProcess } from '../support/shop-process.js';

// The start banner prints an admin password only when it is the real one.
// The second start below has lost the first one's password file (on PostgreSQL: another
// DATA_DIR against the same database), which used to make it print a fresh password the
// database never saw.

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-banner-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function signsIn(url: string, email: string, password: string): Promise<boolean> {
  const res = await fetch(`${url}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status === 200;
}

/** Starts the shop, reads the banner's admin line, and checks any password it shows. */
async function startAndReadBanner(env: Record<string, string>) {
  const shop = startShopProcess({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env });
  try {
    const url = await shop.ready();
    const line = await shop.waitFor(/Admin login:/);
    await shop.waitFor(/Admin login: \S+ \/ |--reset-password/);
    const shown = /Admin login: (\S+) \/ (\S+)/.exec(line);
    const works = shown ? await signsIn(url, shown[1]!, shown[2]!) : null;
    return { banner: shop.output(), shown: shown?.[2] ?? null, works };
  } finally {
    await shop.stop();
  }
}

describe('the start banner', () => {
  it('shows a password only when it signs in, and otherwise says how to reset it', async () => {
    const database = await shopDatabase('empty');
    cleanups.push(database.remove);
    const first = database.DATA_DIR;
    const databaseUrl = database.DATABASE_URL;

    const seeding = await startAndReadBanner({ DATA_DIR: first, DATABASE_URL: databaseUrl });
    expect(seeding.shown).not.toBeNull();
    expect(seeding.works).toBe(true);

    // PostgreSQL: a start with another DATA_DIR; PGlite: the same folder without its password file.
    let second = first;
    if (databaseUrl) second = tempDir();
    else fs.rmSync(path.join(first, 'admin-password.txt'));
    const later = await startAndReadBanner({ DATA_DIR: second, DATABASE_URL: databaseUrl });
    expect(later.shown).toBeNull();
    expect(later.banner).toMatch(/npm run admin:create -- admin@shop\.local --reset-password/);
  }, 240_000);
});
