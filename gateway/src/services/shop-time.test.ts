import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  DEFAULT_SHOP_TIME_ZONE,
  monthBounds,
  monthStart,
  offsetMinutes,
  shopDay,
  shopDayStart,
  shopFormatter,
  shopInstant,
  shopTimeZone,
  setShopTimeZone,
  shopZoneName,
  timeZoneProblem,
} from './shop-time.js';

const iso = (d: Date | null) => d?.toISOString();

describe('the shop time zone', () => {
  // Test files share modules (isolate: false): whatever a test sets, the next one starts on the default.
  afterEach(() => setShopTimeZone(DEFAULT_SHOP_TIME_ZONE));

  it('is India time unless set, and refuses a name that is no zone', () => {
    expect(shopTimeZone()).toBe('Asia/Kolkata');
    expect(timeZoneProblem('Asia/Kolkata')).toBeNull();
    expect(timeZoneProblem('America/New_York')).toBeNull();
    expect(timeZoneProblem('Mars/Olympus_Mons')).toMatch(/not a time zone name/);
    expect(timeZoneProblem(' ')).toBe('it is empty');
    expect(() => setShopTimeZone('India')).toThrow(/"India" is not a time zone/);
    expect(shopTimeZone()).toBe('Asia/Kolkata');
  });

  it('counts India days and months at +05:30', () => {
    // 20:00 UTC on 31 Jan is 01:30 on 1 Feb in India.
    const late = new Date('2026-01-31T20:00:00Z');
    expect(offsetMinutes(late)).toBe(330);
    expect(shopDay(late)).toBe('2026-02-01');
    expect(iso(monthStart(late))).toBe('2026-01-31T18:30:00.000Z');
    expect(iso(shopDayStart('2026-11-02'))).toBe('2026-11-01T18:30:00.000Z');
    expect(shopDayStart('2026-02-31')).toBeNull();
    expect(shopDayStart('2 Nov')).toBeNull();
    const march = monthBounds(2026, 3);
    expect([iso(march.from), iso(march.to)]).toEqual(['2026-02-28T18:30:00.000Z', '2026-03-31T18:30:00.000Z']);
    expect(iso(monthBounds(2026, 12).to)).toBe('2026-12-31T18:30:00.000Z');
    expect(shopFormatter({ dateStyle: 'medium', timeStyle: 'short' }).format(late)).toBe('1 Feb 2026, 1:30 am');
    expect(shopZoneName(late)).toBe('India Standard Time');
  });

  it('counts days and months by the clock of a zone with daylight saving (New York)', () => {
    setShopTimeZone('America/New_York');
    // Winter: UTC-5; summer: UTC-4.
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    // 8 March 2026: the clocks go from 02:00 to 03:00, a day of 23 hours.
    const start = shopDayStart('2026-03-08')!;
    const next = shopDayStart('2026-03-09')!;
    expect(iso(start)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(next)).toBe('2026-03-09T04:00:00.000Z');
    expect(next.getTime() - start.getTime()).toBe(23 * 3600_000);
    // 1 November 2026: back from 02:00 to 01:00, a day of 25 hours.
    expect(shopDayStart('2026-11-02')!.getTime() - shopDayStart('2026-11-01')!.getTime()).toBe(25 * 3600_000);
    // A month that spans the change: March runs from EST midnight to EDT midnight.
    const march = monthBounds(2026, 3);
    expect([iso(march.from), iso(march.to)]).toEqual(['2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z']);
    expect(iso(monthStart(new Date('2026-04-01T03:59:59Z')))).toBe('2026-03-01T05:00:00.000Z');
    expect(iso(monthStart(new Date('2026-04-01T04:00:00Z')))).toBe('2026-04-01T04:00:00.000Z');
    // The instant before and at a shop midnight fall on either side of the day.
    expect(shopDay(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(shopDay(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // 02:30 on 8 March does not exist: read as 03:30 EDT, as the clocks were put forward.
    expect(iso(shopInstant(2026, 3, 8, 2, 30))).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 on 1 November comes twice: the first (EDT).
    expect(iso(shopInstant(2026, 11, 1, 1, 30))).toBe('2026-11-01T05:30:00.000Z');
    expect(shopZoneName(new Date('2026-07-15T12:00:00Z'))).toBe('Eastern Daylight Time');
  });

  it('finds a midnight the clock skips (Santiago moves its clocks at midnight)', () => {
    setShopTimeZone('America/Santiago');
    // 6 September 2026: 00:00 becomes 01:00 in Chile; the day starts at 01:00 (-03:00).
    const start = shopDayStart('2026-09-06')!;
    expect(shopDay(start)).toBe('2026-09-06');
    expect(shopDay(new Date(start.getTime() - 1))).toBe('2026-09-05');
  });

  it('adds calendar days, not 24-hour spans', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
