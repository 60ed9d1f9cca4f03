import type { PrismaClient } from '../../db/generated/client/client.js';
import { OrderStateMachine } from './order-transitions.js';
import { DEFAULT_PAYMENT_TIMEOUT_MINUTES } from './orders.js';
import { PeriodicRound } from '../periodic-round.js';
import { logger } from '../../telemetry/logger.js';
import { countShopEvent } from '../../telemetry/shop-events.js';

export interface OrderSweepOptions {
  /** How often to look for expired unpaid orders; default 30 s. */
  intervalMs?: number;
  /** At most this many orders per round, so one round never holds the database for long. */
  batchSize?: number;
  log?: (line: string) => void;
  /** The configured payment time, for the reason recorded with each cancellation. */
  paymentTimeoutMinutes?: number;
  /** The shop's order state machine (its effects run with each cancellation). */
  lifecycle?: OrderStateMachine;
  /**
   * Asks the payment provider about an expired order's links before cancelling it: 'paid' (it
   * placed the order), 'unpaid', or 'unknown' (the provider cannot be reached).
   */
  reconcile?: (orderId: string) => Promise<'paid' | 'unpaid' | 'unknown'>;
  /** How long past its expiry an order waits for an unreachable provider before it is cancelled anyway; default 15 minutes. */
  reconcileGraceMs?: number;
  /** COD_CONFIRM_HOURS, for the reason recorded with an unconfirmed cash-on-delivery order's cancellation. */
  codConfirmHours?: number;
}

/**
 * Cancels PENDING orders whose payment time ran out (Order.expiresAt) and puts their stock back.
 * It reads the database each round, so orders that expired while the shop was stopped are
 * cancelled after a restart. Each cancellation is a move of the order state machine (a
 * compare-and-set from PENDING with the stock release in one transaction), so stock is released
 * exactly once, even when a payment confirmation or a second gateway races it.
 */
export class OrderSweep {
  private readonly rounds: PeriodicRound;
  private readonly batchSize: number;
  private readonly log: (line: string) => void;
  private readonly reason: string;
  private readonly lifecycle: OrderStateMachine;
  private readonly reconcile: OrderSweepOptions['reconcile'];
  private readonly graceMs: number;
  private readonly codReason: string;

  constructor(
    private readonly prisma: PrismaClient,
    options: OrderSweepOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.log = options.log ?? ((line) => logger.info({ component: 'order-sweep' }, line));
    this.lifecycle = options.lifecycle ?? new OrderStateMachine();
    this.reconcile = options.reconcile;
    this.graceMs = options.reconcileGraceMs ?? 15 * 60_000;
    const minutes = options.paymentTimeoutMinutes ?? DEFAULT_PAYMENT_TIMEOUT_MINUTES;
    this.reason = `Not paid within ${minutes} minute${minutes === 1 ? '' : 's'}; stock released`;
    const hours = options.codConfirmHours ?? 24;
    this.codReason = `Cash on delivery not confirmed within ${hours} hour${hours === 1 ? '' : 's'}; stock released`;
    this.rounds = new PeriodicRound({
      name: 'order-sweep',
      intervalMs: options.intervalMs ?? 30_000,
      round: () => this.sweepOnce(),
      log: this.log,
    });
  }

  /** Sweeps now and then every interval; never two rounds at once. */
  start(): void {
    this.rounds.start();
  }

  /** Stops the timer and waits for a round in progress, so the database can close safely. */
  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /**
   * One round: cancels every expired unpaid order (up to the batch size); returns how many. With
   * `reconcile`, an order the provider says was paid is placed instead, and one the provider
   * cannot be asked about waits (up to the grace period) rather than being cancelled blind.
   */
  async sweepOnce(now: Date = new Date()): Promise<number> {
    const expired = await this.prisma.order.findMany({
      where: { status: 'PENDING', expiresAt: { lte: now } },
      select: { id: true, expiresAt: true },
      orderBy: { expiresAt: 'asc' },
      take: this.batchSize,
    });
    let cancelled = 0;
    for (const { id, expiresAt } of expired) {
      if (this.reconcile) {
        const seen = await this.reconcile(id).catch((error: unknown) => {
          this.log(`[order-sweep] reconciling ${id} failed: ${(error as Error).message}`);
          return 'unknown' as const;
        });
        if (seen === 'paid') {
          this.log(`[order-sweep] order ${id} was paid after all: placed, not cancelled`);
          continue;
        }
        if (seen === 'unknown' && expiresAt && now.getTime() - expiresAt.getTime() < this.graceMs) continue;
      }
      if (await this.cancelUnpaid(id, now)) cancelled++;
    }
    if (cancelled) countShopEvent('unpaid_order_cancelled', cancelled);
    if (cancelled) this.log(`[order-sweep] cancelled ${cancelled} unpaid order(s) and released their stock`);
    return cancelled + (await this.cancelUnconfirmedCod(now));
  }

  /**
   * Cash-on-delivery orders placed but confirmed by nobody (neither the shopper's link nor the
   * admin) before their deadline (Order.expiresAt while PLACED): PLACED → CANCELLED through the
   * state machine, so the stock is released once and the shopper's cancelled mail is queued.
   */
  private async cancelUnconfirmedCod(now: Date): Promise<number> {
    const due = await this.prisma.order.findMany({
      where: { status: 'PLACED', paymentMethod: 'COD', expiresAt: { lte: now } },
      select: { id: true },
      orderBy: { expiresAt: 'asc' },
      take: this.batchSize,
    });
    let cancelled = 0;
    for (const { id } of due) {
      const moved = await this.lifecycle.run(this.prisma, {
        orderId: id,
        from: 'PLACED',
        to: 'CANCELLED',
        by: null,
        reason: this.codReason,
        at: now,
        where: { paymentMethod: 'COD', confirmedAt: null, expiresAt: { lte: now } },
      });
      if (moved) cancelled++;
    }
    if (cancelled) {
      countShopEvent('cod_unconfirmed_cancelled', cancelled);
      this.log(`[order-sweep] cancelled ${cancelled} unconfirmed cash-on-delivery order(s) and released their stock`);
    }
    return cancelled;
  }

  /** Cancels one order if it is still PENDING and expired; false when someone changed it first. */
  private cancelUnpaid(orderId: string, now: Date): Promise<boolean> {
    return this.lifecycle.run(this.prisma, {
      orderId,
      from: 'PENDING',
      to: 'CANCELLED',
      by: null,
      reason: this.reason,
      at: now,
      where: { expiresAt: { lte: now } },
    });
  }
}
