import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createScratchDatabase } from './harness.js';

// The gateway as `npm start` runs it, compiled, from an entry that sets the tests' small password
// cost (shop-process-main.ts); the run's global setup builds it when stale (global-setup.ts).
const compiledShop = fileURLToPath(new URL('../../../dist/test-shop/shop-process-main.js', import.meta.url));
/** Node's arguments that run the shop: `node ...shopArgs`. */
export const shopArgs = ['--enable-source-maps', compiledShop];

/** Where a shop process keeps its data: DATA_DIR, and DATABASE_URL ('' for PGlite in DATA_DIR). */
export interface ShopDatabase {
  DATA_DIR: string;
  DATABASE_URL: string;
  remove(): Promise<void>;
}

/**
 * A DATA_DIR of its own, and the database a shop process starts on: on PGlite in that folder, or a
 * database of its own on the TEST_DATABASE_URL server (unless `pglite` asks for PGlite whatever
 * the run's database). `seeded`: a copy of the run's migrated and seeded database
 * (global-setup.ts), for tests about anything but the first start; `empty`: no tables, so the
 * first start migrates and seeds (on PGlite, PGlite's initdb is already done: that step is
 * PGlite's own, and the slowest of a first start).
 */
export async function shopDatabase(content: 'seeded' | 'empty', { pglite = false } = {}): Promise<ShopDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && !pglite) {
    const template = content === 'seeded' ? inject('postgresTemplate') : undefined;
    const scratch = await createScratchDatabase(serverUrl, template || undefined);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      remove: () => scratch.drop().then(removeDir),
    };
  }
  const snapshot = content === 'seeded' ? inject('pgliteSnapshot') : inject('pgliteEmptySnapshot');
  // The snapshot is PGlite's dumpDataDir: a tar of the data directory, which the shop opens in DATA_DIR/pglite.
  fs.mkdirSync(path.join(dataDir, 'pglite'));
  execFileSync('tar', ['-xf', snapshot, '-C', path.join(dataDir, 'pglite')], { stdio: 'ignore' });
  return { DATA_DIR: dataDir, DATABASE_URL: '', remove: removeDir };
}

/** `npm start` as a child process (API only, a free port), with its output readable line by line. */
export interface ShopProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first output line matching, or rejects when the process exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  /** The shop's base URL, once it prints its banner. */
  ready(): Promise<string>;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startShopProcess(env: Record<string, string>): ShopProcess {
  // Node itself on the compiled shop (as `npm start` does), so a kill reaches the shop, not a
  // wrapper; new passwords (the seeded admin's) hash at the tests' small cost.
  const child = spawn(process.execPath, shopArgs, {
    env: { ...process.env, SKIP_STOREFRONT_BUILD: '1', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = text.split('\n').find((l) => pattern.test(l));
        if (line !== undefined) {
          listeners.delete(check);
          resolve(line);
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        if (listeners.delete(check)) reject(new Error(`The shop exited before printing ${pattern}:\n${text}`));
      });
    });

  return {
    child,
    output: () => text,
    waitFor,
    async ready() {
      const line = await waitFor(/REST:\s+http/);
      return /(http:\/\/\S+)\/api\/products/.exec(line)![1]!;
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
