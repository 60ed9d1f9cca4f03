import { describe, expect, it } from 'vitest';
import { creditedPerLine, creditLines, invoiceLines, type PaidItem } from './document-lines.js';
import { classify, rateOf } from './rates.js';
import { allocate, byRate, extractTax, lineTax, totalsOf } from './tax-lines.js';
import { indianWords, rupeesInWords } from './words.js';
import { financialYear } from './numbering.js';

const NOW = new Date('2026-05-10T06:30:00Z');
const item = (categoryPath: string, unitPrice: number, quantity = 1): PaidItem => ({
  title: 'Item',
  brand: 'Brand',
  size: 'M',
  quantity,
  amount: unitPrice * quantity,
  categoryPath,
});

describe('the slabs by value', () => {
  const apparel = classify('men/clothing/shirts').rule;
  const footwear = classify('men/accessories/shoes').rule;

  it('apparel and footwear: 5 % up to ₹2,500 per piece without tax, 18 % above', () => {
    expect(rateOf(apparel, 2625_00, NOW)).toBe(500); // ₹2,500.00 + 5 %
    expect(rateOf(apparel, 2625_01, NOW)).toBe(1800);
    expect(rateOf(footwear, 999_00, NOW)).toBe(500);
    expect(rateOf(footwear, 4999_00, NOW)).toBe(1800);
  });

  it('before 22 September 2025: apparel 5 % / 12 % and footwear 12 % / 18 % at ₹1,000', () => {
    const before = new Date('2025-09-21T12:00:00Z');
    expect(rateOf(apparel, 1050_00, before)).toBe(500);
    expect(rateOf(apparel, 1050_01, before)).toBe(1200);
    expect(rateOf(footwear, 1000_00, before)).toBe(1200);
    expect(rateOf(footwear, 1500_00, before)).toBe(1800);
  });

  it('the period starts on 22 September in India, not in UTC', () => {
    expect(rateOf(apparel, 1500_00, new Date('2025-09-21T18:29:00Z'))).toBe(1200);
    expect(rateOf(apparel, 1500_00, new Date('2025-09-21T18:31:00Z'))).toBe(500);
  });

  it('other goods have one rate and heading; unlisted clothing is apparel', () => {
    expect(classify('women/accessories/watch')).toEqual({ hsn: '9102', rule: { kind: 'flat', rate: 1800 } });
    expect(classify('men/accessories/mens_sunglass').hsn).toBe('9004');
    expect(classify('women/accessories/bangle').rule).toEqual({ kind: 'flat', rate: 300 });
    expect(classify('women/clothing/womens_Kurtas').hsn).toBe('6211');
    expect(classify('kids/clothing/rompers').rule).toEqual({ kind: 'slab', goods: 'apparel' });
  });
});

describe('tax extracted from tax-inclusive prices', () => {
  it('splits ₹1,049.00 at 5 % into ₹999.05 taxable and ₹49.95 tax', () => {
    expect(extractTax(1049_00, 500)).toEqual({ taxable: 999_05, tax: 49_95 });
  });

  it('CGST and SGST are equal halves: the half is rounded once and the tax is twice it', () => {
    // The exact tax is ₹49.9524, its half ₹24.9762: ₹24.98 each, so the tax is ₹49.96.
    expect(lineTax(1049_00, 500, true)).toEqual({ taxable: 999_04, cgst: 24_98, sgst: 24_98, igst: 0 });
    expect(lineTax(1049_00, 500, false)).toEqual({ taxable: 999_05, cgst: 0, sgst: 0, igst: 49_95 });
  });

  it('a multi-line order within the state: every line and the total add up to what was paid', () => {
    const items = [
      item('men/clothing/shirts', 1299_00, 3),
      item('men/clothing/jacket', 3499_00),
      item('men/accessories/watch', 2199_00),
      item('men/accessories/shoes', 1799_00, 2),
      item('women/accessories/bangle', 333_33),
    ];
    const lines = invoiceLines(items, true, NOW);
    expect(lines.map((l) => l.rate)).toEqual([500, 1800, 1800, 500, 300]);
    for (const line of lines) {
      expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.amount);
      expect(line.cgst).toBe(line.sgst);
    }
    const totals = totalsOf(lines);
    expect(totals.total).toBe(items.reduce((s, i) => s + i.amount, 0));
    expect(totals.taxable + totals.cgst + totals.sgst).toBe(totals.total);
    expect(totals.igst).toBe(0);
    expect(lines[1]).toMatchObject({ amount: 3499_00, taxable: 2965_26, cgst: 266_87, sgst: 266_87 });
  });

  it('between states the whole tax is IGST', () => {
    const lines = invoiceLines(
      [item('women/clothing/saree', 2999_00), item('women/accessories/bags', 1599_00)],
      false,
      NOW,
    );
    expect(lines.map((l) => [l.rate, l.taxable, l.igst, l.cgst + l.sgst])).toEqual([
      [500, 2856_19, 142_81, 0],
      [1800, 1355_08, 243_92, 0],
    ]);
  });

  it('prices that round awkwardly still add up, for every price from ₹1.00 to ₹50.00', () => {
    const wrong: string[] = [];
    for (let price = 100; price <= 5000; price++) {
      for (const rate of [300, 500, 1200, 1800]) {
        const { taxable, tax } = extractTax(price, rate);
        // The taxable value is the nearest paisa to price / (1 + rate), and the tax the rest.
        const nearest = Math.abs(taxable - (price * 10_000) / (10_000 + rate)) <= 0.5;
        if (taxable + tax !== price || !nearest) wrong.push(`${price} at ${rate}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('groups a document by rate for the accountant', () => {
    const lines = invoiceLines(
      [item('a/clothing/tops', 899_00), item('a/x/watch', 999_00), item('a/clothing/tops', 499_00)],
      true,
      NOW,
    );
    expect(byRate(lines).map((r) => [r.rate, r.total])).toEqual([
      [500, 1398_00],
      [1800, 999_00],
    ]);
  });
});

describe('credit notes', () => {
  const invoice = invoiceLines(
    [item('men/clothing/shirts', 1299_00, 2), item('men/accessories/watch', 2199_00)],
    false,
    NOW,
  );

  it('a full refund mirrors the invoice line for line', () => {
    const lines = creditLines(invoice, [0, 0], 4797_00, false);
    expect(lines.map(({ of: _, ...l }) => l)).toEqual(invoice);
    expect(lines.map((l) => l.of)).toEqual([0, 1]);
  });

  it('a part refund is shared in proportion, adds up exactly, and later notes credit only what is left', () => {
    const first = creditLines(invoice, [0, 0], 1000_01, false);
    expect(totalsOf(first).total).toBe(1000_01);
    expect(first.every((l) => l.quantity === 0)).toBe(true);
    const credited = creditedPerLine(invoice, [first]);
    const rest = creditLines(invoice, credited, 4797_00 - 1000_01, false);
    expect(totalsOf(rest).total).toBe(3796_99);
    expect(creditedPerLine(invoice, [first, rest])).toEqual(invoice.map((l) => l.amount));
    expect(() => creditLines(invoice, creditedPerLine(invoice, [first, rest]), 1, false)).toThrow(RangeError);
  });

  it('the note that credits the rest of a line gives back exactly what the line has left, tax by tax', () => {
    // ₹2,585.00 at 5 % within the state, ₹100.01 credited first: extracting the tax of each part on its
    // own left the two notes a paisa away from the invoice's taxable value and SGST.
    const within = invoiceLines([item('men/clothing/shirts', 2585_00)], true, NOW);
    for (const part of [100_01, 1, 1234_56, 2584_99]) {
      const first = creditLines(within, [0], part, true);
      const rest = creditLines(within, creditedPerLine(within, [first]), 2585_00 - part, true, [first]);
      const both = totalsOf([...first, ...rest]);
      const invoiced = totalsOf(within);
      expect(both).toEqual(invoiced);
      expect(rest.every((l) => l.taxable + l.cgst + l.sgst + l.igst === l.amount)).toBe(true);
    }
  });

  it('shares whole paise by the largest fractions, never more than a line has left', () => {
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocate(5, [3, 3, 4])).toEqual([2, 1, 2]);
  });
});

describe('amounts in words, Indian numbering', () => {
  it('says lakh and crore', () => {
    expect(indianWords(0)).toBe('Zero');
    expect(indianWords(1_23_45_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(indianWords(100_00_00_000)).toBe('One Hundred Crore');
    expect(rupeesInWords(4797_50)).toBe('Rupees Four Thousand Seven Hundred Ninety-Seven and Fifty Paise Only');
    expect(rupeesInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
  });
});

describe('the financial year of a document number', () => {
  it('runs April to March, India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});
