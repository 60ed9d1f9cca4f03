import type { ConsentTopic, Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput } from '../errors.js';
import type { ConsentService } from './consents.js';
import type { LinkSigner } from '../mail/link-signer.js';
import type { Recipient, UnsubscribeLinkMaker, UnsubscribeLinks } from '../mail/unsubscribe-links.js';

const PURPOSE = 'unsubscribe';
const TOPICS: readonly ConsentTopic[] = ['NEWSLETTER', 'ORDER_REMINDERS', 'BACK_IN_STOCK'];

interface Payload {
  t: ConsentTopic;
  u?: string;
  e?: string;
}

/** What an unsubscribe answers, valid or replayed alike: the topic, never who. */
export interface UnsubscribeResult {
  topic: ConsentTopic;
  unsubscribed: true;
}

/**
 * One-click unsubscribe (RFC 8058) for every marketing mail. The link carries a signed token
 * naming the topic and the account (or a visitor's address); using it only ever withdraws that
 * consent (source "unsubscribe-link"), works without signing in, and answers the same whoever it
 * was for and however often it is used. A forged or altered token is refused without a word
 * about any account.
 */
export class UnsubscribeService implements UnsubscribeLinkMaker {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly signer: LinkSigner,
    private readonly consents: ConsentService,
  ) {}

  /** The links for one mail; `base` is the shop's own address (PUBLIC_URL), never a request's Host. */
  async links(
    tx: Prisma.TransactionClient,
    recipient: Recipient,
    topic: ConsentTopic,
    base: string,
  ): Promise<UnsubscribeLinks> {
    const payload: Payload =
      'userId' in recipient ? { t: topic, u: recipient.userId } : { t: topic, e: recipient.email };
    const token = encodeURIComponent(await this.signer.sign(PURPOSE, payload, tx));
    return { oneClick: `${base}/api/unsubscribe?token=${token}`, page: `${base}/unsubscribe?token=${token}` };
  }

  /** The topic a token is for (the page names it before the click), or BAD_USER_INPUT. */
  async topicOf(token: unknown): Promise<ConsentTopic> {
    return (await this.check(token)).t;
  }

  async unsubscribe(token: unknown): Promise<UnsubscribeResult> {
    const payload = await this.check(token);
    if (payload.u) {
      await this.consents.withdrawByLink(payload.u, payload.t);
    } else if (payload.e && payload.t === 'BACK_IN_STOCK') {
      // A visitor has no account: the address's open requests end.
      await this.prisma.stockAlert.updateMany({
        where: { email: payload.e, status: { in: ['WAITING', 'UNCONFIRMED'] } },
        data: { status: 'CANCELLED', cancelledAt: new Date(), openKey: null, confirmTokenHash: null },
      });
    }
    return { topic: payload.t, unsubscribed: true };
  }

  private async check(token: unknown): Promise<Payload> {
    const payload = await this.signer.verify<Payload>(PURPOSE, token);
    if (!payload || !TOPICS.includes(payload.t) || (typeof payload.u !== 'string' && typeof payload.e !== 'string')) {
      throw invalidInput(
        'This unsubscribe link is not valid; unsubscribe from your account’s Subscriptions page',
        'token',
      );
    }
    return payload;
  }
}
