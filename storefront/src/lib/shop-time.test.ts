import { afterEach, describe, expect, it } from 'vitest';
import {
  dateTimeText,
  fromShopLocalInput,
  setShopTimeZone,
  shopDay,
  shopDayRange,
  shopLocalInput,
  shopMonth,
  shopZoneName,
} from './shop-time';
import { reviewedOn } from './reviews/reviewed-on';

// Files share this module and jsdom's document (isolate: false): each test leaves the default behind.
afterEach(() => {
  setShopTimeZone(undefined);
  delete document.documentElement.dataset.timeZone;
});

describe('the shop time zone in the storefront', () => {
  it('is India time when the page names none, whatever the browser’s zone', () => {
    const late = new Date('2026-01-31T20:00:00Z');
    expect(dateTimeText.format(late)).toBe('1 Feb 2026, 1:30 am');
    expect(shopDay(late)).toBe('2026-02-01');
    expect(shopMonth(late)).toBe('2026-02');
    expect(shopDayRange('2026-11-02')).toEqual({
      from: '2026-11-01T18:30:00.000Z',
      to: '2026-11-02T18:29:59.999Z',
    });
    expect(shopDayRange('2 Nov')).toBeNull();
    expect(shopLocalInput('2026-11-02T04:00:00Z')).toBe('2026-11-02T09:30');
    expect(fromShopLocalInput('2026-11-02T09:30')).toBe('2026-11-02T04:00:00.000Z');
    expect(fromShopLocalInput('')).toBeNull();
    expect([shopZoneName(), shopZoneName('short')]).toEqual(['India Standard Time', 'IST']);
  });

  it('reads the zone the gateway wrote on the page (<html data-time-zone>)', () => {
    document.documentElement.dataset.timeZone = 'America/New_York';
    const moment = new Date('2024-07-01T02:00:00Z');
    expect(dateTimeText.format(moment)).toBe('30 Jun 2024, 10:00 pm');
    expect(reviewedOn(moment.toISOString())).toBe('Reviewed in India on 30 June 2024');
    expect(shopZoneName()).toBe('Eastern Time');
  });

  it('counts whole days by a zone’s own clock across a change of clock', () => {
    setShopTimeZone('America/New_York');
    // 8 March 2026 has 23 hours in New York: EST at its start, EDT at its end.
    expect(shopDayRange('2026-03-08')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
    expect(shopDay('2026-03-09T03:59:59Z')).toBe('2026-03-08');
    expect(shopDay('2026-03-09T04:00:00Z')).toBe('2026-03-09');
    // A banner time typed into a datetime-local box is the shop's wall time, in summer and winter.
    expect(fromShopLocalInput('2026-07-01T09:30')).toBe('2026-07-01T13:30:00.000Z');
    expect(fromShopLocalInput('2026-12-01T09:30')).toBe('2026-12-01T14:30:00.000Z');
    expect(shopLocalInput('2026-07-01T13:30:00Z')).toBe('2026-07-01T09:30');
  });
});
