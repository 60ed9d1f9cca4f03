import { timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { isUniqueViolation } from '../../db/errors.js';
import { DomainError, invalidInput } from '../errors.js';
import type { OrderMover } from '../events.js';
import type { Tx } from '../../db/transactions.js';
import type { CourierEvent, CourierProvider } from '../../couriers/provider.js';
import { parseShiprocketWebhook } from '../../couriers/shiprocket-events.js';
import type { OrderMails } from '../mail/order-events.js';
import { PeriodicRound } from '../periodic-round.js';
import { logger } from '../../telemetry/logger.js';

/** What the shop did with a courier event. */
export type EventOutcome = 'moved' | 'recorded' | 'ignored' | 'duplicate' | 'unknown-awb';

/** One tracking webhook request as it arrived: the exact bytes and its x-api-key header. */
export interface CourierWebhookDelivery {
  rawBody: Buffer | undefined;
  apiKey: string | undefined;
}

const refused = (why: string) => new DomainError('UNAUTHENTICATED', `Webhook refused: ${why}; nothing was changed`);

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The courier's events, from its tracking webhook or the reconciliation poll. Each event is
 * recorded once (its provider event id is unique) in the transaction of its effect: delivered
 * moves SHIPPED → DELIVERED at the courier's time (the return window starts there), a COD parcel
 * back at the shop (RTO delivered) moves SHIPPED → RETURN_TO_ORIGIN (stock back), out for
 * delivery and a failed attempt send their mails; the rest are shown on the tracker. An event
 * older than the last one, or for an order that moved on, changes nothing; an event for an AWB
 * the shop does not know is kept and ignored.
 */
export class TrackingService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly provider: CourierProvider,
    private readonly lifecycle: OrderMover,
    private readonly mails: Pick<OrderMails, 'queueTrackingMail'>,
  ) {}

  /** POST /api/webhooks/courier: Shiprocket's tracking webhook (the sandbox sends the same). */
  async receive(delivery: CourierWebhookDelivery): Promise<{ outcome: EventOutcome; awb: string; status: string }> {
    const token = await this.provider.webhookToken();
    if (!token) throw refused('no webhook token is configured on the shop (SHIPROCKET_WEBHOOK_TOKEN)');
    if (!delivery.apiKey || !sameToken(token, delivery.apiKey)) {
      throw refused('the x-api-key header is not the shop’s webhook token');
    }
    let body: unknown;
    try {
      body = JSON.parse(delivery.rawBody?.toString('utf8') ?? '');
    } catch {
      throw invalidInput('The webhook body is not JSON');
    }
    const parsed = parseShiprocketWebhook(body);
    if (!parsed.ok) throw invalidInput(`The webhook body is not a tracking event: ${parsed.why}`);
    const outcome = await this.record(parsed.event);
    return { outcome, awb: parsed.event.awb, status: parsed.event.status };
  }

  /** Records one event with its effect, once. */
  async record(event: CourierEvent): Promise<EventOutcome> {
    const key = `${this.provider.name}:${event.eventId}`.slice(0, 300);
    if (await this.prisma.shipmentEvent.findUnique({ where: { providerEventId: key }, select: { id: true } })) {
      return 'duplicate';
    }
    try {
      return await this.prisma.$transaction((tx) => this.apply(tx, key, event), WRITE_TX);
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  private async apply(tx: Tx, key: string, event: CourierEvent): Promise<EventOutcome> {
    const shipment = await tx.shipment.findUnique({
      where: { awb: event.awb },
      include: { order: { select: { id: true, status: true, paymentMethod: true, shippedAt: true } } },
    });
    const base = {
      providerEventId: key,
      awb: event.awb,
      status: event.status,
      description: event.description,
      location: event.location,
      occurredAt: event.occurredAt,
    };
    if (!shipment) {
      logger.warn(`[tracking] an event for AWB ${event.awb}, which is on no order: recorded and ignored`);
      await tx.shipmentEvent.create({ data: { ...base, outcome: 'unknown-awb' } });
      return 'unknown-awb';
    }
    const order = shipment.order;
    const shipped = order.status === 'SHIPPED';
    // The courier's clock, but never ahead of ours nor before the parcel left.
    const at = new Date(Math.max(Math.min(event.occurredAt.getTime(), Date.now()), order.shippedAt?.getTime() ?? 0));
    const created = await tx.shipmentEvent.create({
      data: { ...base, shipmentId: shipment.id, outcome: 'recorded' },
    });
    let outcome: EventOutcome = 'recorded';
    let note = 'recorded';
    if (event.status === 'DELIVERED') {
      if (shipped) {
        const moved = await this.lifecycle.transition(tx, {
          orderId: order.id,
          from: 'SHIPPED',
          to: 'DELIVERED',
          by: null,
          at,
          reason: `Delivered, says ${shipment.courier} (AWB ${shipment.awb})`,
        });
        if (moved) {
          await tx.shipment.update({ where: { id: shipment.id }, data: { deliveredAt: at } });
          outcome = 'moved';
          note = 'moved: DELIVERED';
        }
      } else {
        outcome = 'ignored';
        note = `ignored: the order is ${order.status}`;
      }
    } else if (event.status === 'RTO_DELIVERED') {
      if (shipped && order.paymentMethod === 'COD') {
        const moved = await this.lifecycle.transition(tx, {
          orderId: order.id,
          from: 'SHIPPED',
          to: 'RETURN_TO_ORIGIN',
          by: null,
          at,
          reason: `Returned to origin, says ${shipment.courier} (AWB ${shipment.awb}); stock back`,
        });
        if (moved) {
          outcome = 'moved';
          note = 'moved: RETURN_TO_ORIGIN';
        }
      } else if (shipped) {
        // A prepaid parcel back at the shop: money was paid, so a person decides (refund, resend).
        note = 'recorded: a prepaid parcel came back; the admin decides';
      } else {
        outcome = 'ignored';
        note = `ignored: the order is ${order.status}`;
      }
    } else if (!shipped) {
      note = `recorded: the order is ${order.status}`;
    }
    const newest = !shipment.lastEventAt || event.occurredAt >= shipment.lastEventAt;
    if (newest) {
      await tx.shipment.update({
        where: { id: shipment.id },
        data: { lastStatus: event.status, lastEventAt: event.occurredAt },
      });
      if (shipped && (event.status === 'OUT_FOR_DELIVERY' || event.status === 'DELIVERY_FAILED')) {
        await this.mails.queueTrackingMail(tx, {
          id: created.id,
          orderId: order.id,
          status: event.status,
          description: event.description,
        });
      }
    } else if (outcome === 'recorded') {
      note = 'recorded: older than the last event';
    }
    await tx.shipmentEvent.update({ where: { id: created.id }, data: { outcome: note } });
    return outcome;
  }

  /**
   * Reconciliation: shipments of orders SHIPPED more than `afterHours` ago whose delivery was
   * never heard of are asked of the provider (at most `limit`, each at most every `everyHours`),
   * and the events it knows are recorded like webhooks. Returns how many were polled.
   */
  async reconcile(options: { afterHours?: number; everyHours?: number; limit?: number; now?: Date } = {}) {
    const now = options.now ?? new Date();
    const after = new Date(now.getTime() - (options.afterHours ?? 72) * 3_600_000);
    const every = new Date(now.getTime() - (options.everyHours ?? 6) * 3_600_000);
    const due = await this.prisma.shipment.findMany({
      where: {
        provider: this.provider.name,
        order: { status: 'SHIPPED', shippedAt: { lt: after } },
        OR: [{ polledAt: null }, { polledAt: { lt: every } }],
      },
      orderBy: { polledAt: { sort: 'asc', nulls: 'first' } },
      take: options.limit ?? 20,
      select: { id: true, awb: true },
    });
    let polled = 0;
    for (const shipment of due) {
      try {
        const events = await this.provider.track(shipment.awb);
        for (const event of events) await this.record({ ...event, awb: shipment.awb });
        await this.prisma.shipment.update({ where: { id: shipment.id }, data: { polledAt: now } });
        polled++;
      } catch (error) {
        logger.warn(`[tracking] polling AWB ${shipment.awb} failed: ${(error as Error).message}`);
      }
    }
    return polled;
  }
}

/** Polls the provider for long-shipped orders now and then; survives restarts (reads the database). */
export class TrackingPoller {
  private readonly rounds: PeriodicRound;

  constructor(tracking: TrackingService, options: { intervalMs: number; afterHours: number }) {
    this.rounds = new PeriodicRound({
      name: 'tracking',
      intervalMs: options.intervalMs,
      round: () => tracking.reconcile({ afterHours: options.afterHours }),
      log: (line) => logger.warn(line),
      atStart: false,
    });
  }

  start(): void {
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }
}
