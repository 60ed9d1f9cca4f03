import type { ConsentTopic, Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { invalidInput } from '../errors.js';
import { signedIn, type RequestContext } from '../accounts/viewer.js';

const CONSENT_TOPICS: readonly ConsentTopic[] = ['NEWSLETTER', 'ORDER_REMINDERS', 'BACK_IN_STOCK'];

/** How a consent was given or withdrawn; the unsubscribe link's is set only by that link. */
const CONSENT_SOURCES = ['account-page', 'subscriptions-page', 'api'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number] | 'unsubscribe-link' | 'notify-me';

/** A topic's state now: given or not, and when and how that last changed (null: never asked). */
export interface ConsentState {
  topic: ConsentTopic;
  granted: boolean;
  changedAt: Date | null;
  source: string | null;
}

function checkTopic(value: unknown): ConsentTopic {
  if (typeof value !== 'string' || !CONSENT_TOPICS.includes(value.toUpperCase() as ConsentTopic)) {
    throw invalidInput(`topic must be one of ${CONSENT_TOPICS.join(', ')}`, 'topic');
  }
  return value.toUpperCase() as ConsentTopic;
}

function checkSource(value: unknown): ConsentSource {
  if (value === undefined || value === null) return 'api';
  if (typeof value !== 'string' || !(CONSENT_SOURCES as readonly string[]).includes(value)) {
    throw invalidInput(`source must be one of ${CONSENT_SOURCES.join(', ')}`, 'source');
  }
  return value as ConsentSource;
}

/**
 * Consents to marketing mail (newsletter, order reminders, back-in-stock), kept as a record: each
 * change is a new row with when and how, so it can be shown and withdrawn as easily as given. A
 * signed-in "Notify me" gives the back-in-stock consent; withdrawing it cancels the waiting requests.
 */
export class ConsentService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The viewer's state of every topic. */
  async list(rc: RequestContext): Promise<ConsentState[]> {
    const viewer = signedIn(rc);
    return this.statesOf(viewer.id);
  }

  /**
   * Gives or withdraws the viewer's consent to a topic. Setting the state it already has records
   * nothing new (the first "when and how" stays).
   */
  async set(rc: RequestContext, topic: unknown, granted: unknown, source?: unknown): Promise<ConsentState> {
    const viewer = signedIn(rc);
    const t = checkTopic(topic);
    if (typeof granted !== 'boolean') throw invalidInput('granted must be true or false', 'granted');
    return this.record(viewer.id, t, granted, checkSource(source));
  }

  /** A back-in-stock request asked for by the shopper gives that consent ("notify-me"). */
  async grantByRequest(userId: string): Promise<void> {
    await this.record(userId, 'BACK_IN_STOCK', true, 'notify-me');
  }

  /** The one-click unsubscribe link: withdraws only (an account since deleted: nothing to do). */
  async withdrawByLink(userId: string, topic: ConsentTopic): Promise<void> {
    if (!(await this.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }))) return;
    await this.record(userId, topic, false, 'unsubscribe-link');
  }

  /** Listeners told (in the transaction) when a consent is withdrawn: queued reminders are dropped. */
  onWithdrawn(listener: (tx: Prisma.TransactionClient, userId: string, topic: ConsentTopic) => Promise<void>): void {
    this.withdrawn.push(listener);
  }

  private readonly withdrawn: ((tx: Prisma.TransactionClient, userId: string, topic: ConsentTopic) => Promise<void>)[] =
    [];

  private async record(userId: string, topic: ConsentTopic, granted: boolean, source: ConsentSource) {
    await this.prisma.$transaction(async (tx) => {
      // Serialises changes of one account, so two racing taps record one change, not two.
      await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
      const last = await tx.consentEvent.findFirst({
        where: { userId, topic },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { granted: true },
      });
      if ((last?.granted ?? false) === granted) return;
      await tx.consentEvent.create({ data: { userId, topic, granted, source } });
      if (!granted) for (const listener of this.withdrawn) await listener(tx, userId, topic);
      // Withdrawn as easily as given: the shopper's waiting back-in-stock requests end with it.
      if (topic === 'BACK_IN_STOCK' && !granted) {
        await tx.stockAlert.updateMany({
          where: { userId, status: { in: ['WAITING', 'UNCONFIRMED'] } },
          data: { status: 'CANCELLED', cancelledAt: new Date(), openKey: null, confirmTokenHash: null },
        });
      }
    }, WRITE_TX);
    return (await this.statesOf(userId)).find((s) => s.topic === topic)!;
  }

  private async statesOf(userId: string): Promise<ConsentState[]> {
    const rows = await this.prisma.consentEvent.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      distinct: ['topic'],
    });
    return CONSENT_TOPICS.map((topic) => {
      const row = rows.find((r) => r.topic === topic);
      return { topic, granted: row?.granted ?? false, changedAt: row?.createdAt ?? null, source: row?.source ?? null };
    });
  }
}
