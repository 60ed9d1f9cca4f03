import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { WRITE_TX } from '../../db/transactions.js';
import { formatRupees } from '../money.js';
import type { DeliverySettingsService, DeliverySettingsView } from '../delivery/delivery-settings.js';
import type { ServiceabilityService } from '../delivery/serviceability.js';
import type { MoveEffect, OrderMover } from '../events.js';
import type { OrderQuery } from './orders.js';
import { amountDue } from './order-rules.js';
import { clearOrderedFromCart } from '../money/paid-orders.js';
import type { RefundLedger } from '../money/refunds.js';
import type { LinkSigner } from '../mail/link-signer.js';
import { shopFormatter } from '../shop-time.js';

/** COD_CONFIRM_HOURS when unset: a cash-on-delivery order nobody confirms is cancelled after this. */
const DEFAULT_COD_CONFIRM_HOURS = 24;

/** How cash collected at the door is given back by hand. */
export const MANUAL_REFUND_METHODS = ['BANK_TRANSFER', 'UPI'] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];

const CONFIRM_PURPOSE = 'cod-confirm';
/** The longest note an admin may keep with cash given back by hand. */
const MANUAL_NOTE_MAX = 500;

type Loaded<Q extends OrderQuery> = Prisma.OrderGetPayload<Q>;

/** Whether an order may be paid in cash on delivery now, and why not; the fee it would carry. */
export interface CodOffer {
  available: boolean;
  /** Why not, in words the shopper reads; null when available. */
  reason: string | null;
  /** Paise added to the order for cash on delivery. */
  fee: number;
}

const conflict = (message: string) => new DomainError('CONFLICT', message);
const when = shopFormatter({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * Cash on delivery: offered on the summary step when the owner has it on, the PIN code allows it,
 * the goods are within the owner's minimum and maximum, and the account is not barred; the order
 * is then placed at once (its stock stays reserved, the unpaid-order sweep leaves it alone),
 * invoiced when it ships, paid when an admin records the cash, or refused at the door.
 */
export class CashOnDeliveryService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly settings: DeliverySettingsService,
    private readonly serviceability: ServiceabilityService,
    private readonly lifecycle: OrderMover,
    private readonly signer: LinkSigner,
    private readonly ledger: RefundLedger,
    /** COD_CONFIRM_HOURS: hours a placed COD order waits for its confirmation before it is cancelled. */
    readonly confirmHours: number = DEFAULT_COD_CONFIRM_HOURS,
  ) {}

  /** Why this order cannot be paid in cash on delivery, or null when it can. */
  private async refusal(
    order: { status: string; totalDiscountedPrice: number; shipZipCode: string; userId: string },
    settings: DeliverySettingsView,
  ): Promise<string | null> {
    if (!settings.codEnabled) return 'Cash on delivery is not offered by the shop right now';
    if (order.status !== 'PENDING') return `This order is ${order.status.toLowerCase()} already`;
    const check = await this.serviceability.check(order.shipZipCode).catch(() => null);
    if (!check?.serviceable || !check.codAvailable) {
      return `Cash on delivery is not available for PIN code ${order.shipZipCode}`;
    }
    const goods = order.totalDiscountedPrice;
    if (goods < settings.codMinimum || goods > settings.codMaximum) {
      return `Cash on delivery is for orders of ${formatRupees(settings.codMinimum)} to ${formatRupees(settings.codMaximum)}; this one is ${formatRupees(goods)}`;
    }
    const user = await this.prisma.user.findUniqueOrThrow({
      where: { id: order.userId },
      select: { codBarredAt: true },
    });
    if (user.codBarredAt) return 'Cash on delivery is not available for this account; please pay online';
    return null;
  }

  /** The offer for one of the viewer's orders (the summary step shows the choice only when available). */
  async offer(order: {
    status: string;
    totalDiscountedPrice: number;
    shipZipCode: string;
    userId: string;
  }): Promise<CodOffer> {
    const settings = await this.settings.current();
    const reason = await this.refusal(order, settings);
    return { available: !reason, reason, fee: settings.codFee };
  }

  /**
   * Places the viewer's PENDING order as cash on delivery: the fee copied, no payment deadline,
   * PENDING → PLACED through the state machine (the placed mail; no invoice until it ships). Asked
   * again for an order already placed this way, returns it. CONFLICT naming why when COD is not
   * allowed (switched off since the page loaded, the PIN code, the amount, the account): nothing changes.
   */
  async choose<Q extends OrderQuery>(rc: RequestContext, orderId: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const order = await this.prisma.order.findFirst({ where: { id: String(orderId), userId: viewer.id } });
    if (!order) throw notFound(`No order with id ${orderId}`);
    const answer = async () =>
      (await this.prisma.order.findUniqueOrThrow({ ...query, where: { id: order.id } })) as Loaded<Q>;
    if (order.paymentMethod === 'COD' && order.status !== 'PENDING') return answer();
    const settings = await this.settings.current();
    const reason = await this.refusal(order, settings);
    if (reason) throw conflict(`${reason}; nothing was placed`);
    const placed = await this.prisma.$transaction(async (tx) => {
      await tx.order.updateMany({
        where: { id: order.id, status: 'PENDING' },
        // While PLACED, expiresAt is the confirmation deadline (snapshotted: a later setting never moves it).
        data: {
          paymentMethod: 'COD',
          codFee: settings.codFee,
          expiresAt: new Date(Date.now() + this.confirmHours * 3_600_000),
        },
      });
      const moved = await this.lifecycle.transition(tx, {
        orderId: order.id,
        from: 'PENDING',
        to: 'PLACED',
        by: viewer.id,
        reason: 'Cash on delivery',
        cashOnDelivery: true,
        where: { paymentMethod: 'COD' },
      });
      if (moved) await clearOrderedFromCart(tx, order.id, order.userId);
      return moved;
    }, WRITE_TX);
    if (!placed) {
      const now = await this.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
      throw conflict(
        `This order is ${now.status.toLowerCase()} now (a payment or the sweep was quicker); nothing was placed`,
      );
    }
    return answer();
  }

  /**
   * ADMIN only. Records the cash the courier collected for a delivered COD order: a Payment with
   * method COD, the amount due, when and who; the order is paid from then (the dashboard counts it).
   * A second click changes nothing and says when and by whom it was recorded.
   */
  async collect<Q extends OrderQuery>(rc: RequestContext, orderId: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const admin = requireAdmin(rc);
    const order = await this.prisma.order.findFirst({ where: { id: String(orderId), archivedAt: null } });
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (order.paymentMethod !== 'COD') throw conflict('This order was paid online; there is no cash to collect');
    const already = async () => {
      const payment = await this.prisma.payment.findFirst({
        where: { orderId: order.id, method: 'COD' },
        select: { paidAt: true, recordedById: true },
      });
      const by = payment?.recordedById
        ? await this.prisma.user.findUnique({ where: { id: payment.recordedById }, select: { email: true } })
        : null;
      return conflict(
        `The cash for this order was already recorded${payment?.paidAt ? ` on ${when.format(payment.paidAt)}` : ''}${by ? ` by ${by.email}` : ''}; nothing was changed`,
      );
    };
    if (order.paidAt) throw await already();
    if (order.status !== 'DELIVERED') {
      throw conflict(`Cash is collected on delivery; this order is ${order.status}; nothing was changed`);
    }
    const now = new Date();
    const recorded = await this.prisma.$transaction(async (tx) => {
      // The compare-and-set on paidAt makes a double click (or two admins) record the cash once.
      const { count } = await tx.order.updateMany({
        where: { id: order.id, paidAt: null, status: 'DELIVERED' },
        data: { paidAt: now },
      });
      if (count !== 1) return false;
      await tx.payment.create({
        data: {
          orderId: order.id,
          provider: 'cash',
          method: 'COD',
          status: 'PAID',
          amount: amountDue(order),
          paidAt: now,
          recordedById: admin.id,
        },
      });
      return true;
    }, WRITE_TX);
    if (!recorded) throw await already();
    return (await this.prisma.order.findUniqueOrThrow({ ...query, where: { id: order.id } })) as Loaded<Q>;
  }

  /**
   * The state machine's effect on a parcel refused at the door: once the account has refused the
   * owner's limit of parcels, it may no longer choose cash on delivery (the reason kept for the admin).
   */
  readonly barOnRefusal: MoveEffect = async (tx, move) => {
    if (move.to !== 'RETURN_TO_ORIGIN') return;
    const { userId } = await tx.order.findUniqueOrThrow({ where: { id: move.orderId }, select: { userId: true } });
    const refused = await tx.order.count({ where: { userId, status: 'RETURN_TO_ORIGIN' } });
    const settings = await this.settings.current(tx);
    if (refused < settings.codRefusalLimit) return;
    await tx.user.updateMany({
      where: { id: userId, codBarredAt: null },
      data: {
        codBarredAt: move.at,
        codBarredReason: `Refused ${refused} cash-on-delivery parcel${refused === 1 ? '' : 's'} at the door (the last: order ${move.orderId})`,
      },
    });
  };

  /** ADMIN only. Lets a barred account choose cash on delivery again. */
  async allow(rc: RequestContext, userId: string): Promise<{ id: string }> {
    requireAdmin(rc);
    const { count } = await this.prisma.user.updateMany({
      where: { id: String(userId) },
      data: { codBarredAt: null, codBarredReason: null },
    });
    if (!count) throw notFound(`No user with id ${userId}`);
    return { id: String(userId) };
  }

  /** The link the placed mail carries: confirms this COD order without signing in (signed, so it cannot be made up). */
  async confirmLink(tx: Prisma.TransactionClient, orderId: string, base: string): Promise<string> {
    const token = await this.signer.sign(CONFIRM_PURPOSE, { o: orderId }, tx);
    return `${base}/order/confirm?token=${encodeURIComponent(token)}`;
  }

  /** The shopper confirms their own COD order from its page. */
  async confirmOwn<Q extends OrderQuery>(rc: RequestContext, orderId: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const order = await this.prisma.order.findFirst({ where: { id: String(orderId), userId: viewer.id } });
    if (!order) throw notFound(`No order with id ${orderId}`);
    await this.confirm(order.id, viewer.id);
    return (await this.prisma.order.findUniqueOrThrow({ ...query, where: { id: order.id } })) as Loaded<Q>;
  }

  /** The mailed link: confirms the order it was made for; answers only the order's number and status. */
  async confirmByLink(token: unknown): Promise<{ orderId: string; status: string }> {
    const payload = await this.signer.verify<{ o?: unknown }>(CONFIRM_PURPOSE, token);
    if (!payload || typeof payload.o !== 'string') {
      throw invalidInput(
        'This confirmation link is not valid; confirm the order from its page in your account',
        'token',
      );
    }
    const order = await this.prisma.order.findUnique({ where: { id: payload.o }, select: { id: true, userId: true } });
    if (!order) throw notFound('This order no longer exists');
    const status = await this.confirm(order.id, order.userId);
    return { orderId: order.id, status };
  }

  /**
   * PLACED → CONFIRMED for a COD order, through the state machine. A second click, or a link used
   * after the order was cancelled (or confirmed by the admin), changes nothing and says why.
   */
  private async confirm(orderId: string, by: string): Promise<string> {
    const moved = await this.lifecycle.run(this.prisma, {
      orderId,
      from: 'PLACED',
      to: 'CONFIRMED',
      by,
      reason: 'Confirmed by the shopper (cash on delivery)',
      where: { paymentMethod: 'COD' },
    });
    if (moved) return 'CONFIRMED';
    const now = await this.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { status: true, paymentMethod: true, confirmedAt: true, cancelledAt: true },
    });
    if (now.paymentMethod !== 'COD') throw conflict('This order is paid online; it needs no confirmation');
    if (now.status === 'CANCELLED') {
      throw conflict(
        `This order was cancelled${now.cancelledAt ? ` on ${when.format(now.cancelledAt)}` : ''}; it can no longer be confirmed`,
      );
    }
    if (now.confirmedAt) {
      throw conflict(`This order was confirmed already on ${when.format(now.confirmedAt)}; nothing was changed`);
    }
    throw conflict(`This order is ${now.status.toLowerCase()}; nothing was changed`);
  }

  /**
   * ADMIN only. Records cash given back by hand for a COD order whose cash was collected (returned,
   * or cancelled after collection): the amount, how (bank transfer or UPI) and the reference. It
   * enters the refund ledger as PROCESSED at once (credit note and refund mail as for a provider
   * refund) and is never sent to Razorpay. The same reference twice records one refund; the second
   * answer says when it was recorded. Never more than the cash collected. An optional note (whom
   * it was paid to, why) stays in the back office; the shopper reads the reason, never the note.
   */
  async recordManualRefund(
    rc: RequestContext,
    orderId: string,
    input: { amount: unknown; method: unknown; reference: unknown; note?: unknown },
  ): Promise<{
    id: string;
    amount: number;
    method: ManualRefundMethod;
    reference: string;
    note: string | null;
    createdAt: Date;
  }> {
    const admin = requireAdmin(rc);
    const method = String(input.method ?? '').toUpperCase() as ManualRefundMethod;
    if (!MANUAL_REFUND_METHODS.includes(method)) {
      throw invalidInput(`method must be one of ${MANUAL_REFUND_METHODS.join(', ')}`, 'method');
    }
    if (typeof input.reference !== 'string' || !input.reference.trim() || input.reference.trim().length > 100) {
      throw invalidInput('reference must be the bank’s or UPI’s reference, 1 to 100 characters', 'reference');
    }
    const reference = input.reference.trim();
    if (input.note != null && (typeof input.note !== 'string' || input.note.trim().length > MANUAL_NOTE_MAX)) {
      throw invalidInput(`note must be text of at most ${MANUAL_NOTE_MAX} characters`, 'note');
    }
    const note = typeof input.note === 'string' && input.note.trim() ? input.note.trim() : null;
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw invalidInput('amount must be a positive whole number of paise', 'amount');
    }
    const order = await this.prisma.order.findFirst({ where: { id: String(orderId), archivedAt: null } });
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (order.paymentMethod !== 'COD') {
      throw conflict('This order was paid online; its refunds go through the payment provider');
    }
    const key = `manual:${order.id}:${reference.toLowerCase()}`;
    const earlier = async () => {
      const row = await this.prisma.refund.findUnique({ where: { idempotencyKey: key } });
      return row
        ? conflict(
            `A refund with reference ${reference} was already recorded on ${when.format(row.createdAt)} (${formatRupees(row.amount)}); nothing was changed`,
          )
        : null;
    };
    const seen = await earlier();
    if (seen) throw seen;
    const refund = await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM "Order" WHERE "id" = ${order.id} FOR UPDATE`;
      const payment = await tx.payment.findFirst({
        where: { orderId: order.id, method: 'COD', status: { in: ['PAID', 'REFUNDED'] } },
        include: { refunds: { where: { status: { not: 'FAILED' } }, select: { amount: true } } },
      });
      if (!payment) throw conflict('No cash was collected for this order; there is nothing to give back');
      const current = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
      if (current.status !== 'RETURNED' && current.status !== 'CANCELLED') {
        throw conflict(`Cash is given back for a returned or cancelled order; this one is ${current.status}`);
      }
      const left = payment.amount - payment.refunds.reduce((sum, r) => sum + r.amount, 0);
      if (amount > left) {
        throw conflict(
          `At most ${formatRupees(left)} of the cash collected is left to give back; nothing was recorded`,
        );
      }
      const exists = await tx.refund.findUnique({ where: { idempotencyKey: key }, select: { id: true } });
      if (exists) return null;
      const how = method === 'UPI' ? 'UPI' : 'bank transfer';
      const created = await this.ledger.create(tx, {
        orderId: order.id,
        paymentId: payment.id,
        amount,
        reason: `Cash given back by ${how} (reference ${reference})`,
        by: admin.id,
        idempotencyKey: key,
        manual: { method, reference, note },
      });
      await this.ledger.settle(tx, created.id, { status: 'PROCESSED' });
      return created;
    }, WRITE_TX);
    if (!refund) throw (await earlier())!;
    return { id: refund.id, amount, method, reference, note, createdAt: refund.createdAt };
  }
}
