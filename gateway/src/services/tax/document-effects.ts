import type { MoveEffect } from '../buying/order-transitions.js';
import { issueCreditNote, uncredited } from './issue-credit-note.js';
import { issueInvoice } from './issue-invoice.js';
import type { Seller } from './seller.js';

/**
 * The tax documents that follow an order's status moves, in the move's transaction: paying
 * (any move to PLACED) issues the invoice; cancelling a paid order or a return issues a credit
 * note for everything not yet credited, i.e. the full amount paid. Once refunds are recorded
 * as such, the refund's own transaction should call issueCreditNote for the amount refunded,
 * and this effect's credit part goes.
 */
export function taxDocumentEffects(seller: Seller): MoveEffect {
  return async (tx, move) => {
    if (move.to === 'PLACED') {
      await issueInvoice(tx, move.orderId, move.at, seller);
      return;
    }
    if (move.to !== 'CANCELLED' && move.to !== 'RETURNED') return;
    const amount = await uncredited(tx, move.orderId);
    if (!amount) return;
    const what = move.to === 'CANCELLED' ? 'Order cancelled' : 'Order returned';
    await issueCreditNote(tx, {
      orderId: move.orderId,
      amount,
      reason: move.reason ? `${what}: ${move.reason}` : what,
      at: move.at,
    });
  };
}
