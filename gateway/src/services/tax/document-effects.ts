import type { MoveEffect } from '../events.js';
import { issueCreditNote, uncredited } from './issue-credit-note.js';
import { issueInvoice } from './issue-invoice.js';
import type { Seller } from './seller.js';

/**
 * The tax documents that follow an order's status moves, in the move's transaction: paying
 * (any move to PLACED) issues the invoice, or shipping for a cash-on-delivery order; a parcel
 * refused at the door (RETURN_TO_ORIGIN) gets a credit note with nothing refunded; cancelling a paid order or a return issues a credit
 * note for everything not yet credited, i.e. the full amount paid (its refund follows in the same
 * transaction). A refund without a move (an admin's partial refund) has its own credit note:
 * refundCreditNote. The invoice names the seller as the shop's details say at that moment.
 */
export function taxDocumentEffects(sellerNow: (tx: Parameters<MoveEffect>[0]) => Promise<Seller>): MoveEffect {
  return async (tx, move) => {
    if (move.to === 'PLACED' || move.to === 'SHIPPED') {
      // A prepaid order is invoiced when paid; a cash-on-delivery one when the goods leave the shop.
      const { paymentMethod } = await tx.order.findUniqueOrThrow({
        where: { id: move.orderId },
        select: { paymentMethod: true },
      });
      if ((move.to === 'PLACED') === (paymentMethod === 'PREPAID')) {
        await issueInvoice(tx, move.orderId, move.at, await sellerNow(tx));
      }
      return;
    }
    if (move.to !== 'CANCELLED' && move.to !== 'RETURNED' && move.to !== 'RETURN_TO_ORIGIN') return;
    const amount = await uncredited(tx, move.orderId);
    if (!amount) return;
    const what =
      move.to === 'CANCELLED'
        ? 'Order cancelled'
        : move.to === 'RETURNED'
          ? 'Order returned'
          : 'Refused at the door (return to origin)';
    await issueCreditNote(tx, {
      orderId: move.orderId,
      amount,
      reason: move.reason ? `${what}: ${move.reason}` : what,
      at: move.at,
    });
  };
}

/**
 * A refund hook (money's ledger.onRefundCreated): the refund's credit note, in the transaction that
 * records the refund, for its amount but never beyond what the order's credit notes have not yet
 * covered (a cancellation's or return's refund was credited by its move already).
 */
export async function refundCreditNote(
  tx: Parameters<MoveEffect>[0],
  refund: { orderId: string; amount: number; reason: string; createdAt: Date; returnId?: string | null },
): Promise<void> {
  // A return's refund has the return's own credit note, line by line (issueReturnCreditNote).
  if (refund.returnId) return;
  const amount = Math.min(refund.amount, await uncredited(tx, refund.orderId));
  if (amount <= 0) return;
  await issueCreditNote(tx, {
    orderId: refund.orderId,
    amount,
    reason: `Refund: ${refund.reason}`,
    at: refund.createdAt,
  });
}
