// Helpers for the mail tests: a shop wired to a real SMTP server, and waiting for the outbox.
import { startTestShop, type TestShop } from './harness.js';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import type { MailSenderOptions } from '../../src/services/mail/sender.js';

export const MAIL_FROM = 'Kapda Orders <orders@kapda.test>';

/** Retries in tens of milliseconds instead of minutes, so an outage fits in a test. */
export const QUICK_SENDER: MailSenderOptions = {
  pollIntervalMs: 100,
  retryBaseMs: 50,
  retryMaxMs: 300,
  log: () => undefined,
};

/** A shop sending through `inbox` (signed in with the inbox's user and password when it has them). */
export function shopMailingTo(smtpUrl: string, sender: MailSenderOptions = QUICK_SENDER): Promise<TestShop> {
  return startTestShop({
    services: { mail: { smtpUrl, from: MAIL_FROM, sender } },
  });
}

export async function shopWithInbox(): Promise<{ shop: TestShop; inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox({ user: 'kapda', pass: 'smtp-secret' });
  return { inbox, shop: await shopMailingTo(inbox.url) };
}

/** Resolves once `check` passes (it re-reads the database each time); tests wait for states, not time. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The outbox rows to one address, oldest first. */
export function mailsTo(shop: TestShop, to: string) {
  return shop.db.prisma.mail.findMany({ where: { to: to.toLowerCase() }, orderBy: { createdAt: 'asc' } });
}

/** Waits until nothing to `to` is waiting to be sent, and returns the rows. */
export function allSettled(shop: TestShop, to: string) {
  return eventually(async () => {
    const rows = await mailsTo(shop, to);
    return rows.length && rows.every((m) => m.status !== 'QUEUED') ? rows : null;
  });
}
