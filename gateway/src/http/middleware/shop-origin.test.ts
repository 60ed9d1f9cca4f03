import { describe, expect, it } from 'vitest';
import { ShopOrigin } from './shop-origin.js';

describe('the PUBLIC_URL warning at start', () => {
  const start = { host: '0.0.0.0', hostSet: false, livePayments: false, realMail: false };

  it('is quiet on the default start (every address of this machine, sandbox payments, the mailbox)', () => {
    expect(ShopOrigin.unsetWhereItMatters(undefined, start)).toBe(false);
    expect(ShopOrigin.unsetWhereItMatters(undefined, { ...start, host: '127.0.0.1', hostSet: true })).toBe(false);
  });

  it('fires when HOST names a public address, or links leave the machine by payments or mail', () => {
    expect(ShopOrigin.unsetWhereItMatters(undefined, { ...start, hostSet: true })).toBe(true);
    expect(ShopOrigin.unsetWhereItMatters(undefined, { ...start, livePayments: true })).toBe(true);
    expect(ShopOrigin.unsetWhereItMatters(undefined, { ...start, realMail: true })).toBe(true);
  });

  it('is quiet once PUBLIC_URL is set', () => {
    const all = { host: '0.0.0.0', hostSet: true, livePayments: true, realMail: true };
    expect(ShopOrigin.unsetWhereItMatters('https://shop.example.com', all)).toBe(false);
  });
});
