import type { Tx } from '../../db/transactions.js';
import type { AccountNotices, NoticeAccount as Account } from '../accounts/account-notices.js';
import type { MailOutbox } from './outbox.js';
import { emailChangedMail, passwordResetMail, welcomeMail } from './templates/account-mails.js';

/**
 * The account mails, each queued inside the transaction of its event: welcome (the account is
 * created), the reset link (the token is stored), the notice to the old address (the e-mail
 * changed). `origin` is the address the request came to, for the links when PUBLIC_URL is unset.
 */
export class AccountMails implements AccountNotices {
  constructor(private readonly outbox: MailOutbox) {}

  welcome(tx: Tx, user: Account, origin?: string): Promise<boolean> {
    const base = this.outbox.baseUrl(origin);
    return this.outbox.queue(tx, {
      kind: 'welcome',
      dedupeKey: `welcome:${user.id}`,
      to: user.email,
      mail: welcomeMail({ firstName: user.firstName }, base),
      userId: user.id,
    });
  }

  /** The link carries the token; the stored copy of the mail loses it once sent. */
  passwordReset(tx: Tx, user: Account, reset: { id: string; token: string; minutes: number }, origin?: string) {
    const base = this.outbox.baseUrl(origin);
    const link = `${base}/reset-password?token=${encodeURIComponent(reset.token)}`;
    return this.outbox.queue(tx, {
      kind: 'password-reset',
      dedupeKey: `password-reset:${reset.id}`,
      to: user.email,
      mail: passwordResetMail({ firstName: user.firstName, link, minutes: reset.minutes }, base),
      userId: user.id,
      secret: reset.token,
    });
  }

  /** Goes to the old address: whoever owns it learns of the change even if it was not them. */
  emailChanged(tx: Tx, change: { user: Account; oldEmail: string; at: Date }, origin?: string) {
    const base = this.outbox.baseUrl(origin);
    const { user, oldEmail, at } = change;
    return this.outbox.queue(tx, {
      kind: 'email-changed',
      dedupeKey: `email-changed:${user.id}:${at.getTime()}`,
      to: oldEmail,
      mail: emailChangedMail({ firstName: user.firstName, oldEmail, newEmail: user.email, at }, base),
      userId: user.id,
    });
  }
}
