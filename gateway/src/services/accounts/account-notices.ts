// What the account services tell their owner, as a port: mail/account-events.ts (AccountMails)
// writes the mails, and services/index.ts hands it in, so accounts/ knows no mail.
import type { Tx } from '../../db/transactions.js';

/** The account a notice goes to. */
export interface NoticeAccount {
  id: string;
  email: string;
  firstName: string;
}

/**
 * The account notices, each queued inside the transaction of its event. `origin` is the address
 * the request came to, for the links when PUBLIC_URL is unset. Each answers whether it queued one.
 */
export interface AccountNotices {
  /** The account is created. */
  welcome(tx: Tx, user: NoticeAccount, origin?: string): Promise<boolean>;
  /** A reset token is stored; the notice carries it. */
  passwordReset(
    tx: Tx,
    user: NoticeAccount,
    reset: { id: string; token: string; minutes: number },
    origin?: string,
  ): Promise<boolean>;
  /** The e-mail changed: the notice goes to the old address. */
  emailChanged(tx: Tx, change: { user: NoticeAccount; oldEmail: string; at: Date }, origin?: string): Promise<boolean>;
}
