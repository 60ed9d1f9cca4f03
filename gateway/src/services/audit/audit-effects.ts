// The audit log's entries for order moves and refunds, hung on the order machine and the refunds
// ledger by services/index.ts.
import type { MoveEffect, RefundHook } from '../events.js';
import { formatRupees } from '../money.js';
import { writeAudit } from './audit-log.js';

/** Every order status move, in its transaction (registered with the order state machine). */
export const auditOrderMove: MoveEffect = async (tx, move) => {
  await writeAudit(tx, {
    kind: 'order.status',
    objectType: 'Order',
    objectId: move.orderId,
    summary: `Order ${move.from} → ${move.to}${move.reason ? ` (${move.reason})` : ''}`,
    before: { status: move.from },
    after: { status: move.to },
    ...(move.by ? { actorId: move.by } : {}),
  });
};

/** Every refund, with its amount, in the transaction that creates it. */
export const auditRefund: RefundHook = async (tx, refund) => {
  await writeAudit(tx, {
    kind: 'refund.create',
    objectType: 'Order',
    objectId: refund.orderId,
    summary: `Refund of ${formatRupees(refund.amount)}${refund.reason ? `: ${refund.reason}` : ''}`,
    after: { refundId: refund.id, amount: refund.amount, status: refund.status },
  });
};
