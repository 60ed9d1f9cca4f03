import type { PrismaClient } from '../../db/generated/client/client.js';
import { AccountMails } from './account-events.js';
import { MailboxService } from './mailbox.js';
import { OrderMails } from './order-events.js';
import { StockAlertMails } from './stock-alert-events.js';
import { ReturnMails } from './return-events.js';
import { CartReminderMails } from './cart-reminder-events.js';
import type { UnsubscribeLinkMaker } from './unsubscribe-links.js';
import { MailOutbox } from './outbox.js';
import { MailSender, type MailSenderOptions } from './sender.js';
import { DEFAULT_MAIL_FROM, smtpTransport, type MailTransport } from './smtp.js';

export interface MailOptions {
  /** SMTP_URL; unset keeps every mail in the admin's mailbox. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  from?: string;
  /** Retry, lease and polling figures of the sender (tests shorten them). */
  sender?: MailSenderOptions;
  /** A transport other than SMTP_URL's (tests of the sender's bookkeeping). */
  transport?: MailTransport;
}

export const MAILBOX_DESCRIPTION = 'kept in the admin mailbox (/admin/mailbox); set SMTP_URL to send';

/**
 * The shop's mail: the outbox the events write to, the order and account mails, the admin's
 * mailbox, and the sender (only when mails leave the shop; the HTTP server starts and stops it).
 */
export function createMail(
  prisma: PrismaClient,
  unsubscribe: UnsubscribeLinkMaker,
  options: MailOptions = {},
  publicUrl?: string,
) {
  const transport =
    options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl, options.from ?? DEFAULT_MAIL_FROM) : null);
  const outbox = new MailOutbox({ delivers: transport !== null, publicUrl });
  const sender = transport ? new MailSender(prisma, transport, options.sender) : null;
  if (sender) outbox.onQueued(() => sender.nudge());
  const orders = new OrderMails(outbox);
  return {
    outbox,
    orders,
    accounts: new AccountMails(outbox),
    returns: new ReturnMails(outbox),
    stockAlerts: new StockAlertMails(outbox, unsubscribe),
    cartReminders: new CartReminderMails(outbox, unsubscribe),
    mailbox: new MailboxService(prisma),
    sender,
    /** Where mails go, for the start banner. */
    description: sender?.description ?? MAILBOX_DESCRIPTION,
    /** Queues the "refund processed" mail in the transaction that records a refund as processed. */
    queueRefundMail: orders.queueRefundMail.bind(orders),
  };
}
