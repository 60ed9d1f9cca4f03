import { describe, expect, it } from 'vitest';
import { reviewedOn } from './reviewed-on';

describe('reviewedOn', () => {
  it('names the day in India, as en-IN writes it', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (const iso of [
      '2025-03-12T10:00:00Z',
      '2025-03-11T18:29:59Z',
      '2025-03-11T18:30:00Z',
      '2024-12-31T20:00:00Z',
    ]) {
      expect(reviewedOn(iso)).toBe(`Reviewed in India on ${intl.format(new Date(iso))}`);
    }
  });
});
