import type { ReturnEffect } from '../events.js';
import { RETURN_REASONS } from '../returns/return-lifecycle.js';
import type { MailOutbox } from './outbox.js';
import { returnStepMail } from './templates/return-mails.js';

/**
 * The mails of a return request, one per step (requested, approved or declined, picked up,
 * received, refunded or exchanged, cancelled), each queued in the transaction of its move.
 */
export class ReturnMails {
  constructor(private readonly outbox: MailOutbox) {}

  readonly onMove: ReturnEffect = async (tx, move) => {
    const r = await tx.returnRequest.findUniqueOrThrow({
      where: { id: move.returnId },
      include: {
        user: { select: { email: true } },
        lines: { include: { orderItem: { select: { title: true, brand: true, size: true } } } },
      },
    });
    const base = this.outbox.baseUrl();
    const mail = returnStepMail(
      {
        ...r,
        reason: RETURN_REASONS[r.reason],
        lines: r.lines.map(
          (l) =>
            `${l.orderItem.brand} ${l.orderItem.title}, size ${l.orderItem.size} × ${l.quantity}${l.exchangeSize ? ` (for size ${l.exchangeSize})` : ''}`,
        ),
      },
      base,
    );
    await this.outbox.queue(tx, {
      kind: `return-${r.status.toLowerCase().replace('_', '-')}` as 'return-requested',
      dedupeKey: `return-${r.status.toLowerCase()}:${r.id}`,
      to: r.user.email,
      mail,
      userId: r.userId,
      orderId: r.orderId,
    });
  };
}
