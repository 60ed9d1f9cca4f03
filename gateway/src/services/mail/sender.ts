import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/client/client.js';
import { classifyFailure, type MailTransport } from './smtp.js';
import { logger } from '../../telemetry/logger.js';
import { countShopEvent } from '../../telemetry/shop-events.js';

export interface MailSenderOptions {
  /** How often to look for mails due; default 5 s (a queued mail also wakes the sender at once). */
  pollIntervalMs?: number;
  /** The wait after the first temporary failure, doubled after each further one; default 30 s. */
  retryBaseMs?: number;
  /** The longest wait between two tries; default an hour. */
  retryMaxMs?: number;
  /** Tries before a mail is given up as FAILED; default 20 (about 13 hours of an SMTP outage). */
  maxAttempts?: number;
  /** How long a claim holds a mail against other processes; far longer than one SMTP conversation. */
  leaseMs?: number;
  /** Mails looked at per round. */
  batchSize?: number;
  log?: (line: string) => void;
}

type Due = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  secret: string | null;
  kind: string;
  listUnsubscribe: string | null;
};

/** A secret (a reset token) out of the stored copy once the mail has left. */
const scrub = (body: string, secret: string | null) =>
  secret ? body.split(secret).join('[removed after sending]') : body;

/**
 * Delivers the outbox: every round it takes the QUEUED mails that are due and sends them, one at
 * a time. Each is first claimed with a compare-and-set (still QUEUED, nobody's unexpired claim,
 * the attempt count it was read with), so with WORKERS=N only one process sends a mail; a process
 * that dies mid-send leaves a claim that expires, and the mail is tried again. A temporary
 * failure (SMTP down, 4xx) waits with exponential backoff; a permanent one (5xx) or running out
 * of tries makes it FAILED with the reason, for the admin. State lives in the database, so a
 * restart loses nothing.
 */
export class MailSender {
  private readonly o: Required<Omit<MailSenderOptions, 'log'>>;
  private readonly log: (line: string) => void;
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private justStarted = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly transport: MailTransport,
    options: MailSenderOptions = {},
  ) {
    this.o = {
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      retryBaseMs: options.retryBaseMs ?? 30_000,
      retryMaxMs: options.retryMaxMs ?? 3_600_000,
      maxAttempts: options.maxAttempts ?? 20,
      leaseMs: options.leaseMs ?? 120_000,
      batchSize: options.batchSize ?? 20,
    };
    this.log = options.log ?? ((line) => logger.info(line));
  }

  get description(): string {
    return this.transport.description;
  }

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.justStarted = true;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.o.pollIntervalMs);
    this.timer.unref();
  }

  /** A mail was queued: look shortly (its transaction may still be committing), not at the next poll. */
  nudge(): void {
    if (!this.timer || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.tick();
    }, 100);
    this.soon.unref();
  }

  /** Stops looking, lets the mail being sent finish, and closes the transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    this.timer = this.soon = null;
    await this.running;
    this.transport.close();
  }

  private tick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.log(`[mail] sender round failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopping) {
          this.again = false;
          this.tick();
        }
      });
  }

  /** One round: sends the mails due now; returns how many left the shop. */
  async runOnce(): Promise<number> {
    const now = new Date();
    if (this.justStarted) {
      // A start (after fixing SMTP_URL, or a crash) is a good moment to try waiting mails at once.
      this.justStarted = false;
      await this.prisma.mail.updateMany({
        where: { status: 'QUEUED', nextAttemptAt: { gt: now } },
        data: { nextAttemptAt: now },
      });
    }
    const due: Due[] = await this.prisma.mail.findMany({
      where: {
        status: 'QUEUED',
        nextAttemptAt: { lte: now },
        OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
      },
      orderBy: { nextAttemptAt: 'asc' },
      take: this.o.batchSize,
      select: {
        id: true,
        to: true,
        subject: true,
        html: true,
        text: true,
        attempts: true,
        secret: true,
        kind: true,
        listUnsubscribe: true,
      },
    });
    let sent = 0;
    for (const mail of due) {
      if (this.stopping) break;
      const claim = await this.claim(mail, now);
      if (!claim) continue; // another process has it
      const outcome = await this.deliver(mail, claim);
      if (outcome === 'sent') sent++;
      // The server cannot be reached: the rest of the round would only fail the same way.
      if (outcome === 'unreachable') return sent;
    }
    // A full batch went out: more may be waiting (a sweep of reminders), so look again at once
    // rather than at the next poll.
    if (due.length === this.o.batchSize && sent > 0) this.again = true;
    return sent;
  }

  private async claim(mail: Due, now: Date): Promise<string | null> {
    const token = randomUUID();
    const { count } = await this.prisma.mail.updateMany({
      where: {
        id: mail.id,
        status: 'QUEUED',
        attempts: mail.attempts,
        OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
      },
      data: { claimToken: token, claimedUntil: new Date(Date.now() + this.o.leaseMs), attempts: { increment: 1 } },
    });
    return count === 1 ? token : null;
  }

  private async deliver(mail: Due, claim: string): Promise<'sent' | 'failed' | 'retry' | 'unreachable'> {
    const attempts = mail.attempts + 1;
    try {
      const messageId = await this.transport.send(mail);
      await this.finish(mail, claim, {
        status: 'SENT',
        sentAt: new Date(),
        messageId,
        lastError: null,
        html: scrub(mail.html, mail.secret),
        text: scrub(mail.text, mail.secret),
        secret: null,
      });
      countShopEvent('mail_sent');
      return 'sent';
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.permanent || attempts >= this.o.maxAttempts) {
        const lastError = failure.permanent ? failure.reason : `Gave up after ${attempts} tries: ${failure.reason}`;
        this.log(`[mail] ${mail.kind} mail ${mail.id} failed for good: ${lastError}`);
        await this.finish(mail, claim, {
          status: 'FAILED',
          lastError,
          html: scrub(mail.html, mail.secret),
          text: scrub(mail.text, mail.secret),
          secret: null,
        });
        countShopEvent('mail_failed');
        return 'failed';
      }
      const wait = this.backoff(attempts);
      this.log(
        `[mail] ${mail.kind} mail ${mail.id} not delivered (${failure.reason}); try ${attempts + 1} in ${Math.round(wait / 1000)} s`,
      );
      await this.finish(mail, claim, {
        status: 'QUEUED',
        lastError: failure.reason,
        nextAttemptAt: new Date(Date.now() + wait),
      });
      return failure.replyCode === null ? 'unreachable' : 'retry';
    }
  }

  /** Writes the outcome only while this claim still holds the mail, and lets go of it. */
  private async finish(mail: Due, claim: string, data: Parameters<PrismaClient['mail']['updateMany']>[0]['data']) {
    const { count } = await this.prisma.mail.updateMany({
      where: { id: mail.id, claimToken: claim },
      data: { ...data, claimToken: null, claimedUntil: null },
    });
    if (count !== 1) this.log(`[mail] ${mail.kind} mail ${mail.id}: its claim ran out before the outcome was written`);
  }

  /** Doubling waits from retryBaseMs up to retryMaxMs, ±20 % so many mails do not retry in lockstep. */
  private backoff(attempts: number): number {
    const plain = Math.min(this.o.retryMaxMs, this.o.retryBaseMs * 2 ** (attempts - 1));
    return Math.round(plain * (0.8 + Math.random() * 0.4));
  }
}
