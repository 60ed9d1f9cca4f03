import { classify, rateOf } from './rates.js';
import { formatRupees } from '../money.js';
import { allocate, taxLine, type TaxLine } from './tax-lines.js';

/** An order line as paid: `amount` is what the shopper paid for all its units, tax included. */
export interface PaidItem {
  title: string;
  brand: string;
  size: string;
  quantity: number;
  amount: number;
  /** Paise: the line's share of the offer's and the code's discount, already out of `amount`. */
  couponDiscount?: number;
  /** The product's category path ("men/clothing/shirts"), which decides HSN code and rate. */
  categoryPath: string;
}

/**
 * The lines of an order's invoice: each line's HSN code and rate from its category (the slab by
 * the price of one unit as paid, after its share of a coupon), taxable value and tax extracted
 * from what was paid for the line; a line's discount is named in its description.
 */
export function invoiceLines(items: readonly PaidItem[], intraState: boolean, at: Date): TaxLine[] {
  return items.map((item) => {
    const { hsn, rule } = classify(item.categoryPath);
    return taxLine(
      {
        description:
          `${item.brand} ${item.title}, size ${item.size}` +
          (item.couponDiscount ? ` (after a discount of ${formatRupees(item.couponDiscount)})` : ''),
        hsn,
        quantity: item.quantity,
        rate: rateOf(rule, item.amount / item.quantity, at),
        amount: item.amount,
      },
      intraState,
    );
  });
}

/**
 * The principal supply among an order's goods lines: the line of the largest value (on a tie, the
 * higher rate, then the first). Delivery is naturally bundled with the goods it ships, a composite
 * supply taxed as its principal supply (CGST Act s. 8(a)): see docs/decisions/034.
 */
export function principalSupply(goods: readonly TaxLine[]): TaxLine | null {
  let best: TaxLine | null = null;
  for (const line of goods) {
    if (!best || line.amount > best.amount || (line.amount === best.amount && line.rate > best.rate)) best = line;
  }
  return best;
}

/**
 * The invoice line of a charge that comes with the goods (delivery, the cash-on-delivery fee;
 * paise, tax included): the principal supply's HSN code and rate, the tax extracted like any
 * line's. Null when there is no charge (or no goods).
 */
export function chargeLine(
  goods: readonly TaxLine[],
  description: string,
  charge: number,
  intraState: boolean,
): TaxLine | null {
  const principal = principalSupply(goods);
  if (!principal || charge <= 0) return null;
  return taxLine({ description, hsn: principal.hsn, quantity: 1, rate: principal.rate, amount: charge }, intraState);
}

/** How much of each invoice line earlier credit notes gave back. */
export function creditedPerLine(invoice: readonly TaxLine[], earlier: readonly (readonly TaxLine[])[]): number[] {
  const credited = invoice.map(() => 0);
  for (const line of earlier.flat()) if (line.of !== undefined) credited[line.of]! += line.amount;
  return credited;
}

/**
 * The lines of a credit note for `amount` against an invoice, after the credit notes already
 * issued (`earlier`, and `credited`: creditedPerLine of them). The amount is shared among the
 * invoice's lines in proportion to what is still uncredited on each, and each share's tax is
 * extracted at its line's rate, so a full refund mirrors the invoice line for line. A share that
 * credits the rest of a line partly credited before gives back exactly what that line has left,
 * value and each tax, so a line's credit notes always add up to the line (tax extracted from each
 * part on its own could leave a paisa between them). A line credited whole keeps its quantity; a
 * part of a line is a value credit (quantity 0).
 */
export function creditLines(
  invoice: readonly TaxLine[],
  credited: readonly number[],
  amount: number,
  intraState: boolean,
  earlier: readonly (readonly TaxLine[])[] = [],
): TaxLine[] {
  const remaining = invoice.map((line, i) => line.amount - (credited[i] ?? 0));
  const shares = allocate(amount, remaining);
  return invoice.flatMap((line, i) => {
    const share = shares[i]!;
    if (!share) return [];
    const whole = share === line.amount;
    const { description, hsn, rate } = line;
    if (!whole && share === remaining[i]) {
      const before = earlier.flat().filter((l) => l.of === i);
      const left = (field: 'taxable' | 'cgst' | 'sgst' | 'igst') =>
        line[field] - before.reduce((sum, l) => sum + l[field], 0);
      return [
        {
          description,
          hsn,
          rate,
          quantity: 0,
          amount: share,
          taxable: left('taxable'),
          cgst: left('cgst'),
          sgst: left('sgst'),
          igst: left('igst'),
          of: i,
        },
      ];
    }
    const item = { description, hsn, rate, quantity: whole ? line.quantity : 0, amount: share };
    return [{ ...taxLine(item, intraState), of: i }];
  });
}

/** Units of one invoice line given back, and what they were paid (paise, tax included). */
export interface ReturnedPart {
  /** The invoice line (0-based). */
  of: number;
  /** Units returned; 0 for a charge (the delivery charge). */
  quantity: number;
  amount: number;
}

/**
 * The lines of a return's credit note: each returned part credited against its own invoice line,
 * at that line's HSN code and rate (never spread over the other lines), for at most what that line
 * has left uncredited. A part that credits the rest of a line gives back exactly the line's left
 * value and each tax, so a line's credit notes always add up to the line.
 */
export function returnCreditLines(
  invoice: readonly TaxLine[],
  parts: readonly ReturnedPart[],
  intraState: boolean,
  earlier: readonly (readonly TaxLine[])[] = [],
): TaxLine[] {
  const credited = creditedPerLine(invoice, earlier);
  return parts.flatMap((part) => {
    const line = invoice[part.of];
    if (!line) return [];
    const remaining = line.amount - (credited[part.of] ?? 0);
    const amount = Math.min(part.amount, remaining);
    if (amount <= 0) return [];
    credited[part.of] = (credited[part.of] ?? 0) + amount;
    const { description, hsn, rate } = line;
    if (amount === remaining) {
      const before = earlier.flat().filter((l) => l.of === part.of);
      const left = (field: 'taxable' | 'cgst' | 'sgst' | 'igst') =>
        line[field] - before.reduce((sum, l) => sum + l[field], 0);
      return [
        {
          description,
          hsn,
          rate,
          quantity: part.quantity,
          amount,
          taxable: left('taxable'),
          cgst: left('cgst'),
          sgst: left('sgst'),
          igst: left('igst'),
          of: part.of,
        },
      ];
    }
    return [{ ...taxLine({ description, hsn, rate, quantity: part.quantity, amount }, intraState), of: part.of }];
  });
}
