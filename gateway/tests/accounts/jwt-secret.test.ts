import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../src/services/accounts/tokens.js';

// A running shop without JWT_SECRET keeps its signing secret in the database, shared by every
// host (shared-secrets.test.ts, several-hosts.test.ts); this is the configured one and the tests'.
describe('the token signing secret', () => {
  it('is JWT_SECRET when set, and one shorter than 32 bytes is refused', () => {
    const strong = 'x'.repeat(40);
    expect(loadJwtSecret({ jwtSecret: strong })).toBe(strong);
    expect(() => loadJwtSecret({ jwtSecret: 'secret' })).toThrow(/at least 32 bytes/);
  });

  it('is a fresh random secret when none is given (tests), different each time', () => {
    expect(Buffer.from(loadJwtSecret({}), 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(loadJwtSecret({})).not.toBe(loadJwtSecret({}));
  });
});
