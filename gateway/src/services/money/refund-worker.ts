import type { PrismaClient } from '../../db/generated/client/client.js';
import type { RefundSender } from './refund-sender.js';
import { logger } from '../../telemetry/logger.js';

export interface RefundWorkerOptions {
  /** How often to look for refunds that are due; default 5 s. */
  intervalMs?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

/**
 * Sends the refunds that are due: new ones the request that made them could not send, ones whose
 * provider was down (retried with backoff), ones a crashed process held, ones the provider
 * accepted but has not reported on. It reads the database each round, so nothing is lost across
 * restarts, and every gateway process runs one: the sender's claim lets only one of them send a
 * given refund at a time.
 */
export class RefundWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly sender: RefundSender,
    options: RefundWorkerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 20;
    this.log = options.log ?? ((line) => logger.info(line));
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** A round now (or right after the one running): a refund was just queued. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => {
        this.log(`[refunds] round failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again && this.timer) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops the timer and waits for a round in progress, so the database can close safely. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    this.stopped = true;
    await this.running;
  }

  /** One round: every refund due now (up to the batch size); returns how many were settled. */
  async runOnce(now: Date = new Date()): Promise<number> {
    const due = await this.prisma.refund.findMany({
      where: {
        status: 'PENDING',
        nextAttemptAt: { lte: now },
        OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
      },
      select: { id: true },
      orderBy: { nextAttemptAt: 'asc' },
      take: this.batchSize,
    });
    let settled = 0;
    for (const { id } of due) {
      if ((await this.sender.attempt(id, now)).result === 'settled') settled++;
    }
    if (settled) this.log(`[refunds] settled ${settled} refund(s)`);
    return settled;
  }
}
