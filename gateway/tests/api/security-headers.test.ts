import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';

// Security headers on every response, a CSP for the shop, its own for the
// GraphQL explorer, and sandboxed SVG images.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('security headers', () => {
  it.each(['/api/products?pageSize=1', '/health', '/no-such-page', '/api/products/id/%00'])(
    'GET %s carries CSP, nosniff, no framing, Referrer-Policy and COOP',
    async (path) => {
      const res = await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    },
  );

  it('gives the GraphQL explorer page its own policy (web workers from blob:)', async () => {
    const res = await fetch(`${shop.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves SVG images with nosniff and a sandboxing CSP', async () => {
    const listing = await (await fetch(`${shop.url}/api/products?pageSize=1`)).json();
    const res = await fetch(`${shop.url}${listing.content[0].imageUrl[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });
});
