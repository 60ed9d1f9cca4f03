import { describe, expect, it } from 'vitest';
import { amountText, formatRupees, rupees } from './money.js';

describe('money out of the shop', () => {
  it('turns paise into rupees for REST without floating-point noise on whole amounts', () => {
    expect(rupees(149900)).toBe(1499);
    expect(rupees(99950)).toBe(999.5);
  });

  it('writes amounts with Indian digit grouping and two decimals', () => {
    expect(amountText(1234567)).toBe('12,345.67');
    expect(amountText(1234567890)).toBe('1,23,45,678.90');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(-149900)).toBe('-1,499.00');
  });

  it('prefixes the rupee sign for people', () => {
    expect(formatRupees(129900)).toBe('₹1,299.00');
  });
});
