import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../src/db/lock.js';
import { shopArgs } from '../support/shop-process.js';

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, shopArgs, {
    env: { ...process.env, SKIP_STOREFRONT_BUILD: '1', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('starting the shop', () => {
  it('refuses an unreachable DATABASE_URL with a clear message naming host and database but not the password', () => {
    const result = start({ DATABASE_URL: 'postgresql://shopuser:s3cret-pw@127.0.0.1:1/shopdb' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Cannot connect to PostgreSQL at 127\.0\.0\.1:1, database "shopdb"/);
    expect(result.stderr + result.stdout).not.toContain('s3cret-pw');
  });

  it('refuses a HEAP_GROWTH_PERCENT that is not a whole number from 0 to 400, naming it', () => {
    const result = start({ HEAP_GROWTH_PERCENT: 'lots', DATABASE_URL: '' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'Cannot start: HEAP_GROWTH_PERCENT must be a whole number from 0 to 400, got "lots"',
    );
  });

  it('refuses a data directory that another live shop process holds', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    const holder = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dataDir, 'shop.lock'), String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      const result = start({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/is in use by another shop process/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left behind by a process that died', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    const dead = spawnSync('true');
    fs.writeFileSync(path.join(dataDir, 'shop.lock'), String(dead.pid));
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'shop.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
  });
});
