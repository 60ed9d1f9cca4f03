import type { Tx } from '../../db/transactions.js';
import { DomainError, invalidInput } from '../errors.js';
import { creditedPerLine, creditLines, returnCreditLines } from './document-lines.js';
import { nextNumber } from './numbering.js';
import { totalsOf, type TaxLine } from './tax-lines.js';

export interface CreditNoteRequest {
  orderId: string;
  /** Paise given back, tax included: at most what the invoice still has uncredited. */
  amount: number;
  /** Why, in words the buyer reads: "Order cancelled", "Refund of a returned item". */
  reason: string;
  at?: Date;
}

/**
 * Issues a credit note against the order's invoice, inside the caller's transaction (the one that
 * records the refund, or the status move): the next CN number of the financial year, the amount
 * shared among the invoice's lines with its tax taken out at their rates. The invoice row is
 * locked first, so two refunds of one order never credit more than was invoiced. Returns null
 * when the order has no invoice (it was paid before invoices were issued).
 */
export async function issueCreditNote(tx: Tx, request: CreditNoteRequest): Promise<{ number: string } | null> {
  const { orderId, amount, reason } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw invalidInput('A credit note is for a whole number of paise above 0', 'amount');
  }
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Invoice" WHERE "orderId" = ${orderId} FOR UPDATE`;
  if (!locked) return null;
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: locked.id },
    include: { creditNotes: { select: { lines: true } } },
  });
  const invoiced = invoice.lines as unknown as TaxLine[];
  const earlier = invoice.creditNotes.map((note) => note.lines as unknown as TaxLine[]);
  const credited = creditedPerLine(invoiced, earlier);
  const left = invoice.total - credited.reduce((sum, paise) => sum + paise, 0);
  if (amount > left) {
    throw new DomainError(
      'CONFLICT',
      `Invoice ${invoice.number} has ${left} paise left to credit; a credit note for ${amount} paise would be more than was invoiced`,
    );
  }
  const at = request.at ?? new Date();
  const lines = creditLines(invoiced, credited, amount, invoice.intraState, earlier);
  const number = await nextNumber(tx, 'CN', at);
  await tx.creditNote.create({
    data: {
      number,
      invoiceId: invoice.id,
      orderId,
      issuedAt: at,
      reason: reason.slice(0, 500),
      lines: lines as object[],
      ...totalsOf(lines),
    },
  });
  return { number };
}

/** What the order's invoice still has uncredited, in paise (0 without an invoice). */
export async function uncredited(tx: Tx, orderId: string): Promise<number> {
  const invoice = await tx.invoice.findUnique({
    where: { orderId },
    select: { total: true, creditNotes: { select: { total: true } } },
  });
  return invoice ? invoice.total - invoice.creditNotes.reduce((sum, note) => sum + note.total, 0) : 0;
}

/** What a return gives back: units of order lines (by OrderItem id) and the delivery charge. */
export interface ReturnCreditRequest {
  orderId: string;
  lines: { orderItemId: string; quantity: number; amount: number }[];
  /** Paise of the delivery charge refunded with the return (0: none). */
  delivery: number;
  reason: string;
  at?: Date;
}

/**
 * A return's credit note, inside the transaction that refunds it: each returned line against its
 * own invoice line (its HSN code and rate), the delivery charge against the invoice's delivery
 * line. The invoice's goods lines are the order's items in id order (issueInvoice). Null without
 * an invoice, or when nothing is left to credit.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  request: ReturnCreditRequest,
): Promise<{ number: string; total: number } | null> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Invoice" WHERE "orderId" = ${request.orderId} FOR UPDATE`;
  if (!locked) return null;
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: locked.id },
    include: { creditNotes: { select: { lines: true } } },
  });
  const items = await tx.orderItem.findMany({
    where: { orderId: request.orderId },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  const invoiced = invoice.lines as unknown as TaxLine[];
  const earlier = invoice.creditNotes.map((note) => note.lines as unknown as TaxLine[]);
  const parts = request.lines
    .map((line) => ({
      of: items.findIndex((i) => i.id === line.orderItemId),
      quantity: line.quantity,
      amount: line.amount,
    }))
    .filter((part) => part.of >= 0);
  const deliveryLine = invoiced.findIndex((line, i) => i >= items.length && line.description === 'Delivery charge');
  if (request.delivery > 0 && deliveryLine >= 0)
    parts.push({ of: deliveryLine, quantity: 0, amount: request.delivery });
  const lines = returnCreditLines(invoiced, parts, invoice.intraState, earlier);
  if (!lines.length) return null;
  const at = request.at ?? new Date();
  const number = await nextNumber(tx, 'CN', at);
  const totals = totalsOf(lines);
  await tx.creditNote.create({
    data: {
      number,
      invoiceId: invoice.id,
      orderId: request.orderId,
      issuedAt: at,
      reason: request.reason.slice(0, 500),
      lines: lines as object[],
      ...totals,
    },
  });
  return { number, total: totals.total };
}
