import type { PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { MoveEffect } from '../events.js';
import type { CartReminderMails } from '../mail/cart-reminder-events.js';
import { PeriodicRound } from '../periodic-round.js';
import { logger } from '../../telemetry/logger.js';
import { countShopEvent } from '../../telemetry/shop-events.js';

/** CART_REMINDER_HOURS when unset: a cart untouched this long is reminded about. */
const DEFAULT_CART_REMINDER_HOURS = 24;
/** At most one reminder per cart in this many days; an order within it counts as recovered. */
const REMINDER_SPACING_DAYS = 7;
const DAY = 86_400_000;

export interface CartReminderOptions {
  /** CART_REMINDER_HOURS: how long a cart is left untouched before its reminder; default 24. */
  hours?: number;
  /** How often the sweep looks; default 5 minutes. */
  intervalMs?: number;
  /** Carts looked at per round (more are due: the next round takes them). */
  batchSize?: number;
  log?: (line: string) => void;
}

/** A cart the sweep found due: untouched long enough, not empty, not reminded about this time. */
interface DueCart {
  id: string;
  userId: string;
  touchedAt: Date;
}

/**
 * Abandoned-cart reminders. A periodic sweep (like the unpaid-order sweep, reading the database
 * each round, so it survives restarts and works with several processes) finds the carts of
 * shoppers who agreed to order reminders, not empty, left untouched for CART_REMINDER_HOURS, with
 * no order since, and not reminded in the last 7 days nor about this same stay. For each, one
 * transaction records a CartReminder (unique per cart and touch: two sweeps record one) and
 * queues one mail listing the lines still in stock (none in stock: recorded, no mail). The mail
 * outbox sends them at its pace. A reminder not sent yet is taken back when the cart is ordered or
 * emptied or the consent withdrawn; an order within 7 days of a reminder marks it recovered.
 */
export class CartReminderService {
  readonly hours: number;
  private readonly batchSize: number;
  private readonly log: (line: string) => void;
  private readonly rounds: PeriodicRound;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly mails: CartReminderMails,
    options: CartReminderOptions = {},
  ) {
    this.hours = options.hours ?? DEFAULT_CART_REMINDER_HOURS;
    this.batchSize = options.batchSize ?? 200;
    this.log = options.log ?? ((line) => logger.info({ component: 'cart-reminders' }, line));
    this.rounds = new PeriodicRound({
      name: 'cart-reminders',
      intervalMs: options.intervalMs ?? 5 * 60_000,
      round: () => this.sweepOnce(),
      log: this.log,
    });
  }

  start(): void {
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: records and queues the reminders due now (up to the batch size, repeated until none are left); returns how many mails were queued. */
  async sweepOnce(now: Date = new Date()): Promise<number> {
    let queued = 0;
    for (;;) {
      const due = await this.due(now);
      let recorded = 0;
      for (const cart of due) {
        const outcome = await this.remind(cart, now);
        if (outcome !== 'skipped') recorded++;
        if (outcome === 'mailed') queued++;
      }
      // Nothing recorded this batch (raced by another process): stop rather than spin.
      if (due.length < this.batchSize || recorded === 0) break;
    }
    if (queued) {
      countShopEvent('cart_reminder_queued', queued);
      this.log(`[cart-reminders] queued ${queued} reminder mail(s)`);
    }
    return queued;
  }

  private due(now: Date): Promise<DueCart[]> {
    const cutoff = new Date(now.getTime() - this.hours * 3_600_000);
    const spacing = new Date(now.getTime() - REMINDER_SPACING_DAYS * DAY);
    return this.prisma.$queryRaw<DueCart[]>`
      SELECT c."id", c."userId", c."touchedAt" FROM "Cart" c
      JOIN "User" u ON u."id" = c."userId" AND u."deactivatedAt" IS NULL
      WHERE c."touchedAt" <= ${cutoff}
        AND EXISTS (SELECT 1 FROM "CartItem" i WHERE i."cartId" = c."id")
        AND NOT EXISTS (SELECT 1 FROM "CartReminder" r WHERE r."cartId" = c."id"
                        AND (r."createdAt" > ${spacing} OR r."cartTouchedAt" = c."touchedAt"))
        AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."userId" = c."userId" AND o."createdAt" >= c."touchedAt")
        AND (SELECT e."granted" FROM "ConsentEvent" e WHERE e."userId" = c."userId" AND e."topic" = 'ORDER_REMINDERS'
             ORDER BY e."createdAt" DESC, e."id" DESC LIMIT 1) = true
      ORDER BY c."touchedAt" ASC
      LIMIT ${this.batchSize}`;
  }

  /** One cart: its record and mail in one transaction; 'skipped' when someone else recorded it first or it changed. */
  private remind(cart: DueCart, now: Date): Promise<'mailed' | 'nothing-in-stock' | 'skipped'> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.cartReminder.createMany({
        data: [{ cartId: cart.id, userId: cart.userId, cartTouchedAt: cart.touchedAt, lines: 0, createdAt: now }],
        skipDuplicates: true,
      });
      if (count !== 1) return 'skipped';
      const current = await tx.cart.findUnique({
        where: { id: cart.id },
        include: {
          user: { select: { email: true, firstName: true } },
          items: {
            orderBy: { createdAt: 'asc' },
            include: { product: { include: { sizes: true } } },
          },
        },
      });
      // Touched since the sweep read it (a shopper is back): no reminder this time.
      if (!current || current.touchedAt.getTime() !== cart.touchedAt.getTime()) {
        await tx.cartReminder.deleteMany({ where: { cartId: cart.id, cartTouchedAt: cart.touchedAt } });
        return 'skipped';
      }
      const inStock = current.items.filter(
        (item) => !item.product.deletedAt && (item.product.sizes.find((s) => s.name === item.size)?.quantity ?? 0) > 0,
      );
      const reminder = await tx.cartReminder.update({
        where: { cartId_cartTouchedAt: { cartId: cart.id, cartTouchedAt: cart.touchedAt } },
        data: { lines: inStock.length },
      });
      if (!inStock.length) return 'nothing-in-stock';
      await this.mails.queue(tx, {
        reminderId: reminder.id,
        userId: cart.userId,
        email: current.user.email,
        firstName: current.user.firstName,
        leftOut: current.items.length - inStock.length,
        lines: inStock.map((item) => {
          const size = item.product.sizes.find((s) => s.name === item.size)!;
          return {
            title: item.product.title,
            brand: item.product.brand,
            colour: item.product.colour,
            size: item.size,
            // Never more than the shop has now.
            quantity: Math.min(item.quantity, size.quantity),
            price: item.product.price,
            discountedPrice: item.product.discountedPrice,
            imageUrl: item.product.imageUrls[0] ?? '/favicon.svg',
          };
        }),
      });
      return 'mailed';
    }, WRITE_TX);
  }

  /**
   * The order state machine's effect on a placed order (paid, or cash on delivery): a reminder
   * not sent yet is taken back, and the last reminder of the 7 days before, if any, is recovered.
   */
  readonly onMove: MoveEffect = async (tx, move) => {
    if (move.to !== 'PLACED' || move.from !== 'PENDING') return;
    const { userId } = await tx.order.findUniqueOrThrow({ where: { id: move.orderId }, select: { userId: true } });
    await this.mails.withdraw(tx, userId);
    const last = await tx.cartReminder.findFirst({
      where: {
        userId,
        lines: { gt: 0 },
        recoveredAt: null,
        createdAt: { gte: new Date(move.at.getTime() - REMINDER_SPACING_DAYS * DAY) },
      },
      orderBy: { createdAt: 'desc' },
      select: { id: true },
    });
    if (last) {
      await tx.cartReminder.updateMany({
        where: { id: last.id, recoveredAt: null },
        data: { recoveredAt: move.at, orderId: move.orderId },
      });
    }
  };

  /** The cart was emptied by the shopper: a reminder not sent yet is taken back. */
  async cartEmptied(userId: string): Promise<void> {
    await this.prisma.$transaction((tx) => this.mails.withdraw(tx, userId), WRITE_TX);
  }
}
