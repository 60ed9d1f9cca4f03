// CGST and SGST are always equal halves (docs/decisions/061): a property test over 3,000 random
// baskets within the seller's state, each invoiced (goods and a delivery charge) and then credited
// in parts, every line and every total checked.
import { describe, expect, it } from 'vitest';
import { chargeLine, creditedPerLine, creditLines, returnCreditLines } from './document-lines.js';
import { taxLine, totalsOf, type TaxLine } from './tax-lines.js';

const RATES = [0, 500, 1200, 1800] as const;

/** mulberry32, seeded: the same baskets on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const BASKETS = 3_000;

/**
 * Every way a document's halves or sums could go wrong, as readable strings (empty when none).
 * `off`: how far (paise) a line's tax may be from the exact tax of its amount: a paisa for a line
 * rounded once, two for a note crediting the rest of a line (the line less the notes before it).
 */
function faults(what: string, lines: readonly TaxLine[], off = 1): string[] {
  const wrong: string[] = [];
  for (const [i, l] of lines.entries()) {
    if (l.cgst !== l.sgst) wrong.push(`${what} line ${i}: CGST ${l.cgst} ≠ SGST ${l.sgst}`);
    if (l.igst !== 0) wrong.push(`${what} line ${i}: IGST ${l.igst} within the state`);
    if (l.taxable + l.cgst + l.sgst !== l.amount) wrong.push(`${what} line ${i}: parts do not add up to ${l.amount}`);
    if (l.taxable < 0 || l.cgst < 0) wrong.push(`${what} line ${i}: negative part`);
    const exact = (l.amount * l.rate) / (10_000 + l.rate);
    if (Math.abs(l.cgst + l.sgst - exact) > off) wrong.push(`${what} line ${i}: tax ${l.cgst + l.sgst} ≠ ${exact}`);
  }
  const t = totalsOf(lines);
  const sum = (f: 'taxable' | 'cgst' | 'sgst' | 'amount') => lines.reduce((s, l) => s + l[f], 0);
  if (t.cgst !== t.sgst) wrong.push(`${what} totals: CGST ${t.cgst} ≠ SGST ${t.sgst}`);
  if (t.taxable !== sum('taxable') || t.cgst !== sum('cgst') || t.sgst !== sum('sgst') || t.total !== sum('amount'))
    wrong.push(`${what} totals are not the sum of the lines`);
  if (t.taxable + t.cgst + t.sgst !== t.total) wrong.push(`${what} totals do not add up`);
  return wrong;
}

describe('CGST and SGST are equal halves', () => {
  it(`on every line and total of ${BASKETS} random invoices and their credit notes`, () => {
    const rand = prng(56_003);
    const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
    const wrong: string[] = [];
    for (let basket = 0; basket < BASKETS && wrong.length < 20; basket++) {
      const goods = Array.from({ length: int(1, 6) }, (_, i) => {
        const quantity = int(1, 5);
        // Prices from ₹0.01 to ₹9,999.99 a unit, any paise.
        const unit = int(1, 9_999_99);
        const rate = RATES[int(0, RATES.length - 1)]!;
        return taxLine({ description: `item ${i}`, hsn: '6205', quantity, rate, amount: unit * quantity }, true);
      });
      const delivery = int(0, 1) ? chargeLine(goods, 'Delivery charge', int(1, 99_00), true) : null;
      const invoice = delivery ? [...goods, delivery] : goods;
      wrong.push(...faults(`basket ${basket} invoice`, invoice));

      // A part refund shared over the lines, then the rest: each note, and both together, in halves.
      const total = totalsOf(invoice).total;
      const part = int(1, total);
      const first = creditLines(
        invoice,
        invoice.map(() => 0),
        part,
        true,
      );
      const rest = creditLines(invoice, creditedPerLine(invoice, [first]), total - part, true, [first]);
      wrong.push(...faults(`basket ${basket} first note`, first), ...faults(`basket ${basket} rest note`, rest, 2));
      const both = totalsOf([...first, ...rest]);
      if (JSON.stringify(both) !== JSON.stringify(totalsOf(invoice)))
        wrong.push(`basket ${basket}: the notes do not add up to the invoice`);

      // A return of one unit of the first line, then the rest of that line.
      const line = invoice[0]!;
      const unit = Math.floor(line.amount / line.quantity);
      const returned = returnCreditLines(invoice, [{ of: 0, quantity: 1, amount: unit }], true);
      const remainder = returnCreditLines(
        invoice,
        [{ of: 0, quantity: line.quantity - 1, amount: line.amount - unit }],
        true,
        [returned],
      );
      wrong.push(
        ...faults(`basket ${basket} return`, returned),
        ...faults(`basket ${basket} return rest`, remainder, 2),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('the issue’s case: a line whose tax is an odd number of paise is rounded to an even tax', () => {
    // ₹1,512.00 at 5 %: the exact tax is ₹72.00, halves ₹36.00; ₹1,511.99 gives ₹71.9995 → ₹36.00 each.
    expect(taxLine({ description: '', hsn: '6204', quantity: 1, rate: 500, amount: 1512_00 }, true)).toMatchObject({
      taxable: 1440_00,
      cgst: 36_00,
      sgst: 36_00,
    });
    expect(taxLine({ description: '', hsn: '6204', quantity: 1, rate: 500, amount: 1511_99 }, true)).toMatchObject({
      taxable: 1439_99,
      cgst: 36_00,
      sgst: 36_00,
    });
  });
});
