import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSharedSecrets, rotateJwtSecret } from '../../src/ops/shared-secrets.js';
import { bearer, call, signupCustomer } from '../support/accounts.js';
import { startTestShop, type TestShop } from '../support/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.stop());

describe('the signing secrets', () => {
  it('are made once and kept in the database: every process asking at the same moment gets the same ones', async () => {
    await shop.db.prisma.shopSecret.deleteMany();
    const asked = await Promise.all([1, 2, 3, 4].map(() => loadSharedSecrets(shop.db.prisma, {})));
    for (const secrets of asked) expect(secrets).toEqual(asked[0]);
    expect(Buffer.from(asked[0]!.jwtSecret, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(asked[0]!.sandboxSecret).not.toBe(asked[0]!.jwtSecret);
    expect(await shop.db.prisma.shopSecret.count()).toBe(2);
    expect(await loadSharedSecrets(shop.db.prisma, {})).toEqual(asked[0]);
  });

  it('take over the ones an older version kept in DATA_DIR, so signed-in shoppers stay signed in', async () => {
    await shop.db.prisma.shopSecret.deleteMany();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-secrets-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'legacy-jwt-secret-of-forty-eight-bytes-0123456789\n');
      fs.writeFileSync(path.join(dataDir, 'sandbox-payment-secret'), 'legacy-sandbox-secret\n');
      expect(await loadSharedSecrets(shop.db.prisma, { dataDir })).toEqual({
        jwtSecret: 'legacy-jwt-secret-of-forty-eight-bytes-0123456789',
        sandboxSecret: 'legacy-sandbox-secret',
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('rotate: a new token signing secret, and every token signed before is refused at once', async () => {
    const { token } = await signupCustomer(shop, 'rotation');
    expect((await call(shop, 'GET', '/api/user/profile', undefined, bearer(token))).status).toBe(200);
    const before = await loadSharedSecrets(shop.db.prisma, {});
    expect(await rotateJwtSecret(shop.db.prisma)).toBeGreaterThanOrEqual(1);
    const after = await loadSharedSecrets(shop.db.prisma, {});
    expect(after.jwtSecret).not.toBe(before.jwtSecret);
    expect(after.sandboxSecret).toBe(before.sandboxSecret);
    expect((await call(shop, 'GET', '/api/user/profile', undefined, bearer(token))).status).toBe(401);
  });

  it('prefer JWT_SECRET to the database, and refuse one shorter than 32 bytes', async () => {
    const strong = 'x'.repeat(40);
    expect((await loadSharedSecrets(shop.db.prisma, { jwtSecret: strong })).jwtSecret).toBe(strong);
    await expect(loadSharedSecrets(shop.db.prisma, { jwtSecret: 'secret' })).rejects.toThrow(/at least 32 bytes/);
  });
});
