import { describe, expect, it } from 'vitest';
import { chargeLine, principalSupply } from './document-lines.js';
import { taxLine } from './tax-lines.js';

const line = (hsn: string, rate: number, amount: number) =>
  taxLine({ description: hsn, hsn, quantity: 1, rate, amount }, true);

describe('the delivery line of an invoice (composite supply)', () => {
  it('takes the HSN code and rate of the goods line of the largest value', () => {
    const shirt = line('6205', 500, 79_900);
    const watch = line('9102', 1800, 29_900);
    expect(principalSupply([watch, shirt])).toBe(shirt);
    expect(chargeLine([watch, shirt], 'Delivery charge', 4_900, true)).toMatchObject({
      description: 'Delivery charge',
      hsn: '6205',
      rate: 500,
      quantity: 1,
      amount: 4_900,
      taxable: 4_666,
      cgst: 117,
      sgst: 117,
    });
  });

  it('prefers the higher rate when two goods lines are worth the same', () => {
    const bangle = line('7117', 300, 19_900);
    const belt = line('4203', 1800, 19_900);
    expect(principalSupply([bangle, belt])).toBe(belt);
  });

  it('is absent without a charge or without goods, and its parts add up to the charge', () => {
    expect(chargeLine([line('6205', 500, 29_900)], 'Delivery charge', 0, true)).toBeNull();
    expect(chargeLine([], 'Delivery charge', 4_900, true)).toBeNull();
    const d = chargeLine([line('9102', 1800, 29_900)], 'Cash on delivery fee', 4_900, false)!;
    expect(d.taxable + d.igst).toBe(4_900);
    expect(d.cgst + d.sgst).toBe(0);
  });
});
