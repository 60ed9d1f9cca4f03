/**
 * The arithmetic of a tax-inclusive shop. What the shopper paid for a line is its value with tax;
 * the taxable value is extracted from it and rounded to the paisa, and the tax is the rest, so
 * every line, and so every total, adds up to exactly what was paid. Amounts are whole paise,
 * rates basis points (500 = 5 %).
 */

/** One line of an invoice or credit note. */
export interface TaxLine {
  description: string;
  hsn: string;
  quantity: number;
  rate: number;
  /** Paise with tax: what was paid (or refunded) for the line. */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** On a credit note: which line of the invoice (0-based) it gives credit against. */
  of?: number;
}

export interface TaxTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst: the amount paid (or refunded). */
  total: number;
}

/** a / b rounded half up, for non-negative whole numbers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The taxable value and the tax inside an amount that includes tax at `rate`. */
export function extractTax(amount: number, rate: number): { taxable: number; tax: number } {
  const taxable = divideRounded(amount * 10_000, 10_000 + rate);
  return { taxable, tax: amount - taxable };
}

/**
 * A line's taxable value and taxes, from what was paid for it (`amount`, tax included) at `rate`.
 * Between states the whole tax is IGST, extracted as `extractTax` does. Within the seller's state
 * CGST and SGST are always equal halves: the tax is rounded once, to an even number of paise, by
 * rounding its exact half to the paisa (half = round(amount × rate / (10,000 + rate) / 2), tax =
 * 2 × half), and the taxable value is the rest, so the line still adds up to what was paid. The tax
 * is at most a paisa from the exact one (docs/decisions/061). Every invoice and credit note line is
 * computed here, so the PDFs, the GST CSV and report and the GraphQL/REST figures, all sums of
 * lines, show equal halves too.
 */
export function lineTax(
  amount: number,
  rate: number,
  intraState: boolean,
): { taxable: number; cgst: number; sgst: number; igst: number } {
  if (!intraState) {
    const { taxable, tax } = extractTax(amount, rate);
    return { taxable, cgst: 0, sgst: 0, igst: tax };
  }
  const half = divideRounded(amount * rate, 2 * (10_000 + rate));
  return { taxable: amount - 2 * half, cgst: half, sgst: half, igst: 0 };
}

/** A line from what was paid for it: taxable value and tax extracted, the tax split (lineTax). */
export function taxLine(
  item: { description: string; hsn: string; quantity: number; rate: number; amount: number },
  intraState: boolean,
): TaxLine {
  return { ...item, ...lineTax(item.amount, item.rate, intraState) };
}

export function totalsOf(lines: readonly TaxLine[]): TaxTotals {
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const line of lines) {
    totals.taxable += line.taxable;
    totals.cgst += line.cgst;
    totals.sgst += line.sgst;
    totals.igst += line.igst;
    totals.total += line.amount;
  }
  return totals;
}

/** A document's amounts at one rate: the rows of the accountant's export and the month's summary. */
export interface RateRow extends TaxTotals {
  rate: number;
}

/** The lines' amounts grouped by rate, lowest rate first. */
export function byRate(lines: readonly TaxLine[]): RateRow[] {
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => a - b);
  return rates.map((rate) => ({ rate, ...totalsOf(lines.filter((l) => l.rate === rate)) }));
}

/**
 * Shares `amount` among lines in proportion to what is left of each (`remaining`), in whole
 * paise that add up to `amount` exactly: each gets the whole part of its share, and the paise
 * left over go one each to the largest fractions. No line gets more than what is left of it.
 */
export function allocate(amount: number, remaining: readonly number[]): number[] {
  const left = remaining.reduce((s, r) => s + r, 0);
  if (amount > left) throw new RangeError(`Cannot allocate ${amount} over ${left}`);
  if (amount === left) return [...remaining];
  const big = BigInt(amount);
  const whole = BigInt(left);
  const shares = remaining.map((r, index) => {
    const exact = big * BigInt(r);
    return { index, share: Number(exact / whole), fraction: exact % whole };
  });
  let rest = amount - shares.reduce((s, x) => s + x.share, 0);
  const byFraction = [...shares].sort((a, b) =>
    b.fraction > a.fraction ? 1 : b.fraction < a.fraction ? -1 : a.index - b.index,
  );
  for (const s of byFraction) {
    if (!rest) break;
    if (s.share < remaining[s.index]!) {
      s.share += 1;
      rest -= 1;
    }
  }
  return shares.map((s) => s.share);
}
