import type { Prisma } from '../../db/generated/client/client.js';
import { SHOP_CONTACT_MARK, type RenderedMail } from './templates/layout.js';
import { escapeHtml } from './templates/html.js';

/** What a mail is about; also the first part of its dedupe key. */
export type MailKind =
  | 'order-placed'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-out-for-delivery'
  | 'order-delivery-failed'
  | 'order-cancelled'
  | 'refund-processed'
  | 'password-reset'
  | 'email-changed'
  | 'welcome'
  | 'stock-alert-confirm'
  | 'back-in-stock'
  | 'return-requested'
  | 'return-approved'
  | 'return-declined'
  | 'return-picked-up'
  | 'return-received'
  | 'return-refunded'
  | 'return-exchanged'
  | 'return-cancelled'
  | 'staff-invitation'
  | 'cart-reminder'
  | 'newsletter'
  | 'grievance-acknowledged'
  | 'grievance-received'
  | 'grievance-reminder'
  | 'grievance-resolved';

/**
 * Marketing mails: each must carry a one-click unsubscribe address (List-Unsubscribe, RFC 8058),
 * and no other mail may (an order or a reset is never marketing). `queue` holds the outbox to it.
 */
const MARKETING_KINDS: ReadonlySet<MailKind> = new Set(['back-in-stock', 'cart-reminder', 'newsletter']);

export interface MailDraft {
  kind: MailKind;
  /** One mail per event: a second draft with the same key is dropped ("order-shipped:<order id>"). */
  dedupeKey: string;
  to: string;
  mail: RenderedMail;
  userId?: string | null;
  orderId?: string | null;
  /** A secret inside the body (a reset token), removed from the stored copy once sent. */
  secret?: string | null;
  /** A marketing mail's one-click unsubscribe address (https, from PUBLIC_URL); required for those, refused for others. */
  listUnsubscribe?: string | null;
}

export interface MailOutboxOptions {
  /** True when an SMTP server is configured; otherwise mails are kept for the admin's mailbox. */
  delivers: boolean;
  /** PUBLIC_URL: the shop's address as customers reach it. */
  publicUrl?: string;
}

/**
 * The shop's outbox: a mail is a row written inside the transaction of the event that causes it,
 * so it exists exactly when the event happened (a rolled-back order queues nothing) and is never
 * lost to a crash between the event and the send. The mail sender delivers it later. Without an
 * SMTP server rows are written KEPT: they stay in the admin's mailbox and never leave the machine.
 */
export class MailOutbox {
  readonly delivers: boolean;
  private readonly publicUrl: string | undefined;
  private shopUrl = 'http://localhost:4000';
  private readonly listeners: (() => void)[] = [];

  constructor(options: MailOutboxOptions) {
    this.delivers = options.delivers;
    this.publicUrl = options.publicUrl?.replace(/\/$/, '');
  }

  /** The shop's own address once it listens: links of mails no request caused use it without PUBLIC_URL. */
  setShopUrl(url: string): void {
    this.shopUrl = url.replace(/\/$/, '');
  }

  /** Where links in a mail point: PUBLIC_URL, else the address the causing request came to, else the shop's own. */
  baseUrl(origin?: string): string {
    return this.publicUrl ?? origin?.replace(/\/$/, '') ?? this.shopUrl;
  }

  /** An image as a mail can show it: absolute, and the shop's drawn SVGs as PNG (mail apps drop SVG). */
  imageUrl(url: string, base: string): string {
    if (/^https?:\/\//.test(url)) return url;
    const own = url.startsWith('/images/') ? url.replace(/\.svg$/, '.png') : url;
    return `${base}${own.startsWith('/') ? '' : '/'}${own}`;
  }

  /** The shop's contact line for mail footers, read inside the queueing transaction (set by createServices). */
  shopContact: (tx: Prisma.TransactionClient) => Promise<string> = async () => 'Kapda';

  /** Called after a mail is queued (the sender looks sooner than its next round). */
  onQueued(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Writes the mail inside `tx`; false when this event's mail was queued before (the same key). */
  async queue(tx: Prisma.TransactionClient, draft: MailDraft): Promise<boolean> {
    if (MARKETING_KINDS.has(draft.kind) !== Boolean(draft.listUnsubscribe)) {
      throw new Error(`A ${draft.kind} mail ${draft.listUnsubscribe ? 'must not' : 'must'} carry List-Unsubscribe`);
    }
    const contact = await this.shopContact(tx);
    const { count } = await tx.mail.createMany({
      data: [
        {
          kind: draft.kind,
          dedupeKey: draft.dedupeKey,
          to: draft.to,
          subject: draft.mail.subject,
          html: draft.mail.html.replaceAll(SHOP_CONTACT_MARK, escapeHtml(contact)),
          text: draft.mail.text.replaceAll(SHOP_CONTACT_MARK, contact),
          status: this.delivers ? 'QUEUED' : 'KEPT',
          userId: draft.userId ?? null,
          orderId: draft.orderId ?? null,
          secret: this.delivers ? (draft.secret ?? null) : null,
          listUnsubscribe: draft.listUnsubscribe ?? null,
          nextAttemptAt: new Date(),
          createdAt: new Date(),
        },
      ],
      // ON CONFLICT DO NOTHING: a duplicate must not abort the event's transaction.
      skipDuplicates: true,
    });
    if (count === 1 && this.delivers) for (const listener of this.listeners) listener();
    return count === 1;
  }

  /**
   * Takes back a user's mails of `kind` that have not left yet (queued, not held by a sender): a
   * cart reminder once the cart was ordered or emptied, or the consent withdrawn. Its dedupe key
   * goes with it, but the event's own record (the CartReminder row) keeps it from being queued again.
   */
  async withdraw(tx: Prisma.TransactionClient, kind: MailKind, userId: string): Promise<number> {
    const { count } = await tx.mail.deleteMany({
      where: {
        kind,
        userId,
        status: 'QUEUED',
        OR: [{ claimedUntil: null }, { claimedUntil: { lt: new Date() } }],
      },
    });
    return count;
  }
}
