import type { Prisma } from '../../db/generated/client/client.js';
import type { MailOutbox } from './outbox.js';
import type { UnsubscribeLinkMaker } from './unsubscribe-links.js';
import type { MailLine } from './templates/parts.js';
import { cartReminderMail } from './templates/cart-reminder-mails.js';

/** The reminder as the sweep hands it over: its record's id, whom, and the lines still in stock. */
export interface CartReminderDraft {
  reminderId: string;
  userId: string;
  email: string;
  firstName: string;
  lines: MailLine[];
  /** Lines left out because they sold out. */
  leftOut: number;
}

/**
 * The abandoned-cart reminder, queued in the transaction that records it (one per record: the
 * dedupe key is the record's id). Marketing: it carries one-click unsubscribe from order reminders.
 */
export class CartReminderMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly unsubscribe: UnsubscribeLinkMaker,
  ) {}

  async queue(tx: Prisma.TransactionClient, draft: CartReminderDraft): Promise<boolean> {
    const base = this.outbox.baseUrl();
    const links = await this.unsubscribe.links(tx, { userId: draft.userId }, 'ORDER_REMINDERS', base);
    const lines = draft.lines.map((l) => ({ ...l, imageUrl: this.outbox.imageUrl(l.imageUrl, base) }));
    return this.outbox.queue(tx, {
      kind: 'cart-reminder',
      dedupeKey: `cart-reminder:${draft.reminderId}`,
      to: draft.email,
      mail: cartReminderMail({ firstName: draft.firstName, lines, leftOut: draft.leftOut }, base, links.page),
      userId: draft.userId,
      listUnsubscribe: links.oneClick,
    });
  }

  /** Takes back the user's reminders not sent yet (the cart was ordered or emptied, or the consent withdrawn). */
  withdraw(tx: Prisma.TransactionClient, userId: string): Promise<number> {
    return this.outbox.withdraw(tx, 'cart-reminder', userId);
  }
}
