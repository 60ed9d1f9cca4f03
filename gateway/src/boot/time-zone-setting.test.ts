import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('SHOP_TIME_ZONE', () => {
  it('is India time when unset or empty', () => {
    expect(readConfig({}).shopTimeZone).toBe('Asia/Kolkata');
    expect(readConfig({ SHOP_TIME_ZONE: ' ' }).shopTimeZone).toBe('Asia/Kolkata');
  });

  it('takes an IANA zone name', () => {
    expect(readConfig({ SHOP_TIME_ZONE: 'America/New_York' }).shopTimeZone).toBe('America/New_York');
    expect(readConfig({ SHOP_TIME_ZONE: ' Asia/Dubai ' }).shopTimeZone).toBe('Asia/Dubai');
  });

  it('stops the start on a name that is no zone, naming the setting', () => {
    for (const wrong of ['IST+5:30', 'India', 'Mars/Olympus_Mons']) {
      expect(() => readConfig({ SHOP_TIME_ZONE: wrong })).toThrow(
        `SHOP_TIME_ZONE must be a time zone such as Asia/Kolkata, got "${wrong}"`,
      );
    }
  });
});
