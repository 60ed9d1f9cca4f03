import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { DomainError, notFound } from '../errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../back-office/admin-access.js';
import { WRITE_TX } from '../../db/transactions.js';
import { formatRupees } from '../money.js';
import type { DeliverySettingsService, DeliverySettingsView } from '../delivery/delivery-settings.js';
import type { ServiceabilityService } from '../delivery/serviceability.js';
import type { MoveEffect, OrderStateMachine } from './order-transitions.js';
import type { OrderQuery } from './orders.js';
import { amountDue } from './order-rules.js';
import { clearOrderedFromCart } from '../money/paid-orders.js';

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
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

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
    private readonly lifecycle: OrderStateMachine,
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
        data: { paymentMethod: 'COD', codFee: settings.codFee, expiresAt: null },
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
}
