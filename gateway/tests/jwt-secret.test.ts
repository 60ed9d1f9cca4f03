import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../src/services/accounts/tokens.js';

describe('the token signing secret', () => {
  it('is generated once into <dataDir>/jwt-secret, readable by the owner only, and reused on the next start', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
    try {
      const first = loadJwtSecret({ dataDir });
      const file = path.join(dataDir, 'jwt-secret');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect(loadJwtSecret({ dataDir })).toBe(first);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prefers JWT_SECRET and refuses one shorter than 32 bytes', () => {
    const strong = 'x'.repeat(40);
    expect(loadJwtSecret({ jwtSecret: strong, dataDir: '/nonexistent' })).toBe(strong);
    expect(() => loadJwtSecret({ jwtSecret: 'secret' })).toThrow(/at least 32 bytes/);
  });

  it('is a fresh random secret when there is neither (tests), different each time', () => {
    expect(loadJwtSecret({})).not.toBe(loadJwtSecret({}));
  });
});
