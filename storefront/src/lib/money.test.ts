import { describe, expect, it } from 'vitest';
import { formatINR, groupIndian } from './money';

describe('formatINR', () => {
  it('writes rupees and paise as en-IN does', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    for (const paise of [0, 5, 99, 100, 129900, 49900, 100000, 12345678, 1000000000, 987654321012, -129950]) {
      expect(formatINR(paise)).toBe(intl.format(paise / 100));
    }
  });

  it('groups thousands, then lakhs and crores by twos', () => {
    expect(groupIndian(7)).toBe('7');
    expect(groupIndian(1234)).toBe('1,234');
    expect(groupIndian(1234567)).toBe('12,34,567');
    expect(groupIndian(123456789)).toBe('12,34,56,789');
    expect(groupIndian(-12345)).toBe('-12,345');
  });
});
