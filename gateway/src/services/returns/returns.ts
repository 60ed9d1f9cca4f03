import type { Prisma, PrismaClient, ReturnReason, ReturnStatus } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { DomainError, forbidden, invalidInput, notFound } from '../errors.js';
import { signedIn, type RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { searchText } from '../search-text.js';
import type { OrderMover } from '../events.js';
import { releaseStock, reserveStock } from '../buying/stock.js';
import type { Tx } from '../../db/transactions.js';
import { unitsValue } from '../buying/line-value.js';
import type { RefundLedger } from '../money/refunds.js';
import type { RefundSender } from '../money/refund-sender.js';
import { issueReturnCreditNote } from '../tax/issue-credit-note.js';
import { formatRupees } from '../money.js';
import { orderNumber } from '../order-number.js';
import type { ReturnMails } from '../mail/return-events.js';
import {
  checkNote,
  checkResolution,
  checkReturnQueue,
  checkReturnReason,
  checkUnits,
  DEFAULT_DELIVERY_REFUND_RULE,
  deliveryRefundText,
  LET_GO,
  RETURN_QUEUES,
  RETURN_REASONS,
  returnConflict,
  returnDeadline,
  refundsDelivery,
  shopperMayCancel,
  type DeliveryRefundRule,
} from './return-lifecycle.js';
import { ReturnStateMachine } from './return-transitions.js';
import type { ReturnEffect } from '../events.js';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../buying/order-lifecycle.js';
import { monthStart, shopDay } from '../shop-time.js';

export type ReturnQuery = { include?: Prisma.ReturnRequestInclude; select?: Prisma.ReturnRequestSelect };
type Loaded<Q extends ReturnQuery> = Prisma.ReturnRequestGetPayload<Q>;

export interface ReturnOptions {
  windowDays: number;
  deliveryRefund: DeliveryRefundRule;
}

/** What the storefront offers on one line of a delivered order. */
export interface ReturnableLine {
  orderItemId: string;
  bought: number;
  /** Units not yet in a return (declined and cancelled requests let theirs go). */
  returnable: number;
  /** Other sizes of the product in stock now, for an exchange; empty: exchange is not offered. */
  exchangeSizes: string[];
}

/** Whether an order's units may be returned now, and what each line offers. */
export interface ReturnEligibility {
  orderId: string;
  /** Null when the order may be returned; else why not, in the shopper's words. */
  reason: string | null;
  /** The last moment of the return window; null before delivery. */
  windowClosesAt: Date | null;
  /** When the delivery charge comes back (the RETURN_DELIVERY_REFUND rule), in words. */
  deliveryRefundRule: string;
  lines: ReturnableLine[];
}

export interface ReturnFigure {
  reason: ReturnReason;
  label: string;
  requests: number;
  units: number;
  /** units / units delivered (0 to 1); 0 when nothing was delivered. */
  rate: number;
}

/** The return rate over the dashboard's period (this calendar month, in the shop's time zone). */
export interface ReturnRate {
  /** The first moment of the period. */
  from: Date;
  /** Units of orders delivered in the period (replacement orders of exchanges not counted). */
  unitsDelivered: number;
  ordersDelivered: number;
  /** Units in return requests made in the period, not declined or cancelled. */
  unitsReturned: number;
  /** Orders with such a request. */
  ordersReturned: number;
  /** unitsReturned / unitsDelivered; 0 when nothing was delivered. */
  rate: number;
  /** ordersReturned / ordersDelivered; 0 when nothing was delivered. */
  orderRate: number;
  /** By reason, each rate over the period's units delivered. */
  byReason: ReturnFigure[];
}

const conflict = (message: string) => new DomainError('CONFLICT', message);

/**
 * Returns and exchanges the shopper starts, line by line (docs/features.md#returns-and-exchanges).
 * Every status change goes through one ReturnStateMachine; its effects (exchange stock given back,
 * mails) run in the move's transaction. Receiving counts each unit restockable or damaged and
 * closes the request in the same transaction: a refund of the units' paid value through the
 * refund worker (cash on delivery: a refund given by hand) with a credit note naming the returned
 * lines at their own rates, or the replacement order of an exchange (decision 038). The order
 * itself becomes RETURNED only when every unit of it came back for a refund.
 */
export class ReturnService {
  readonly machine = new ReturnStateMachine();
  readonly windowDays: number;
  readonly deliveryRule: DeliveryRefundRule;
  private readonly mailOnMove: ReturnEffect;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly lifecycle: OrderMover,
    private readonly ledger: RefundLedger,
    private readonly sender: Pick<RefundSender, 'sendNow'>,
    mails: ReturnMails,
    options: Partial<ReturnOptions> = {},
  ) {
    this.mailOnMove = mails.onMove;
    this.windowDays = options.windowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
    this.deliveryRule = options.deliveryRefund ?? DEFAULT_DELIVERY_REFUND_RULE;
    this.machine.onMove(this.giveBackReserved);
    this.machine.onMove(mails.onMove);
  }

  /** The rule for the delivery charge, as the pages state it. */
  get deliveryRefundRule(): string {
    return deliveryRefundText(this.deliveryRule);
  }

  /** A declined or cancelled exchange gives the size it held back to the shop. */
  private readonly giveBackReserved: ReturnEffect = async (tx, move) => {
    if (move.to !== 'DECLINED' && move.to !== 'CANCELLED') return;
    const lines = await tx.returnLine.findMany({
      where: { returnId: move.returnId, exchangeSize: { not: null } },
      include: { orderItem: { select: { productId: true } } },
    });
    await releaseStock(
      tx,
      lines.map((l) => ({ productId: l.orderItem.productId, size: l.exchangeSize!, quantity: l.quantity })),
    );
  };

  // ---- the shopper ----

  /** Units of each line of the order already held by a request (not declined or cancelled). */
  private async heldUnits(tx: Tx | PrismaClient, orderId: string): Promise<Map<string, number>> {
    const held = await tx.returnLine.groupBy({
      by: ['orderItemId'],
      where: { returnRequest: { orderId, status: { notIn: [...LET_GO] } } },
      _sum: { quantity: true },
    });
    return new Map(held.map((h) => [h.orderItemId, h._sum.quantity ?? 0]));
  }

  /** Why this order cannot be returned now (CONFLICT's words), or null. */
  private whyNot(
    order: { status: string; deliveredAt: Date | null; exchangeFor: { id: string } | null },
    now: Date,
  ): string | null {
    if (order.exchangeFor) {
      return 'This is the replacement order of an exchange: write to the shop to send it back';
    }
    if (order.status !== 'DELIVERED' || !order.deliveredAt) {
      return `This order is ${order.status.toLowerCase().replace(/_/g, ' ')}, not delivered: only a delivered order can be returned`;
    }
    const deadline = returnDeadline(order.deliveredAt, this.windowDays);
    if (now > deadline) return `The ${this.windowDays}-day return window of this order closed on ${shopDay(deadline)}`;
    return null;
  }

  /** The storefront's "Return or exchange": what each line of the viewer's order offers now. */
  async eligibility(rc: RequestContext, orderId: string, now = new Date()): Promise<ReturnEligibility> {
    const viewer = signedIn(rc);
    const order = await this.prisma.order.findUnique({
      where: { id: String(orderId) },
      include: {
        exchangeFor: { select: { id: true } },
        items: { orderBy: { id: 'asc' }, include: { product: { include: { sizes: true } } } },
      },
    });
    if (!order || (order.userId !== viewer.id && viewer.role !== 'ADMIN'))
      throw notFound(`No order with id ${orderId}`);
    const held = await this.heldUnits(this.prisma, order.id);
    return {
      orderId: order.id,
      reason: this.whyNot(order, now),
      windowClosesAt: order.deliveredAt ? returnDeadline(order.deliveredAt, this.windowDays) : null,
      deliveryRefundRule: this.deliveryRefundRule,
      lines: order.items.map((item) => ({
        orderItemId: item.id,
        bought: item.quantity,
        returnable: Math.max(0, item.quantity - (held.get(item.id) ?? 0)),
        exchangeSizes:
          item.product && !item.product.deletedAt
            ? item.product.sizes
                .filter((s) => s.name !== item.size && s.quantity > 0)
                .sort((a, b) => a.position - b.position)
                .map((s) => s.name)
            : [],
      })),
    };
  }

  /**
   * A shopper asks to return (or exchange) units of lines of their delivered order. 403 for
   * another's order; CONFLICT naming why for an order not delivered, past the window, a
   * replacement order, or units already in a request; 400 for more units than were bought, an
   * unknown line or reason; an exchange's size is reserved at once (OUT_OF_STOCK when it is gone).
   */
  async request<Q extends ReturnQuery>(
    rc: RequestContext,
    input: { orderId: unknown; reason: unknown; note?: unknown; resolution?: unknown; lines: unknown },
    query: Q = {} as Q,
    now = new Date(),
  ): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const reason = checkReturnReason(input.reason);
    const resolution = checkResolution(input.resolution);
    const note = checkNote(input.note);
    if (!Array.isArray(input.lines) || !input.lines.length) {
      throw invalidInput('Name at least one line of the order to return', 'lines');
    }
    if (input.lines.length > 100) throw invalidInput('At most 100 lines in one request', 'lines');
    const wanted = input.lines.map((raw: unknown, i) => {
      const line = (raw ?? {}) as Record<string, unknown>;
      if (typeof line.orderItemId !== 'string' || !line.orderItemId) {
        throw invalidInput(`Line ${i + 1}: name the order line (orderItemId)`, 'lines');
      }
      const exchangeSize =
        line.exchangeSize == null || line.exchangeSize === '' ? null : String(line.exchangeSize).trim();
      if (resolution === 'EXCHANGE' && !exchangeSize) {
        throw invalidInput(`Line ${i + 1}: an exchange names the size wanted instead (exchangeSize)`, 'exchangeSize');
      }
      return {
        orderItemId: line.orderItemId,
        quantity: checkUnits(line.quantity, 'quantity'),
        exchangeSize: resolution === 'EXCHANGE' ? exchangeSize : null,
      };
    });
    if (new Set(wanted.map((w) => w.orderItemId)).size !== wanted.length) {
      throw invalidInput('Each order line may appear once in a request', 'lines');
    }
    const orderId = String(input.orderId ?? '');
    const created = await this.prisma.$transaction(async (tx) => {
      // Serialises requests for one order: two tabs asking for the last unit get one request.
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
      if (!locked.length) throw notFound(`No order with id ${orderId}`);
      const order = await tx.order.findUniqueOrThrow({
        where: { id: orderId },
        include: {
          exchangeFor: { select: { id: true } },
          items: { include: { product: { include: { sizes: true } } } },
        },
      });
      if (order.userId !== viewer.id)
        throw forbidden('This order belongs to another account; only its buyer can return it');
      const why = this.whyNot(order, now);
      if (why) throw conflict(`${why}; nothing was requested`);
      const held = await this.heldUnits(tx, order.id);
      const reserve: { productId: string; title: string; size: string; quantity: number }[] = [];
      for (const w of wanted) {
        const item = order.items.find((i) => i.id === w.orderItemId);
        if (!item) throw invalidInput(`Order ${orderNumber(order.id)} has no line ${w.orderItemId}`, 'lines');
        if (w.quantity > item.quantity) {
          throw invalidInput(
            `You bought ${item.quantity} of ${item.title} (size ${item.size}); you cannot return ${w.quantity}`,
            'quantity',
          );
        }
        const already = held.get(item.id) ?? 0;
        if (already + w.quantity > item.quantity) {
          throw conflict(
            `${already} of ${item.quantity} ${item.title} (size ${item.size}) ${already === 1 ? 'is' : 'are'} already in a return request; ${item.quantity - already} can still be returned. Nothing was requested`,
          );
        }
        if (w.exchangeSize) {
          const product = item.product;
          if (!product || product.deletedAt)
            throw conflict(`${item.title} is no longer sold, so it cannot be exchanged`);
          if (w.exchangeSize === item.size) {
            throw invalidInput(`An exchange is for another size than ${item.size}`, 'exchangeSize');
          }
          if (!product.sizes.some((s) => s.name === w.exchangeSize)) {
            throw invalidInput(
              `${item.title} has no size ${w.exchangeSize}; it comes in ${product.sizes.map((s) => s.name).join(', ')}`,
              'exchangeSize',
            );
          }
          reserve.push({ productId: product.id, title: item.title, size: w.exchangeSize, quantity: w.quantity });
        }
      }
      // The new size is held for this exchange at once; never below zero (OUT_OF_STOCK rolls back).
      if (reserve.length) await reserveStock(tx, reserve);
      const row = await tx.returnRequest.create({
        data: {
          orderId: order.id,
          userId: viewer.id,
          resolution,
          reason,
          note,
          createdAt: now,
          lines: { create: wanted },
          history: {
            create: {
              toStatus: 'REQUESTED',
              changedById: viewer.id,
              reason: `${RETURN_REASONS[reason]}${note ? `: ${note}` : ''}`,
              createdAt: now,
            },
          },
        },
      });
      await this.mailsOnCreate(tx, row.id, viewer.id, now);
      return row;
    }, WRITE_TX);
    return (await this.prisma.returnRequest.findUniqueOrThrow({ ...query, where: { id: created.id } })) as Loaded<Q>;
  }

  /** A new request's mail, as for a move into REQUESTED (nothing else happens to a new request). */
  private async mailsOnCreate(tx: Tx, returnId: string, by: string, at: Date) {
    await this.mailOnMove(tx, { returnId, from: 'REQUESTED', to: 'REQUESTED', by, reason: null, at });
  }

  /** The viewer's requests, newest first; of one order when `orderId` is given. */
  async mine<Q extends ReturnQuery>(rc: RequestContext, orderId: string | null, query: Q = {} as Q) {
    const viewer = signedIn(rc);
    return (await this.prisma.returnRequest.findMany({
      ...query,
      where: { userId: viewer.id, ...(orderId ? { orderId } : {}) },
      orderBy: { createdAt: 'desc' },
    })) as Loaded<Q>[];
  }

  /** The shopper cancels their request before pickup; a second cancel answers the request. */
  async cancel<Q extends ReturnQuery>(rc: RequestContext, id: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const current = await this.prisma.returnRequest.findUnique({ where: { id: String(id) } });
    if (!current || current.userId !== viewer.id) throw notFound(`No return request with id ${id}`);
    if (current.status !== 'CANCELLED') {
      if (!shopperMayCancel(current.status)) {
        throw returnConflict(current.status, 'CANCELLED', 'the parcel was picked up already');
      }
      await this.move(current.id, current.status, 'CANCELLED', viewer.id, 'Cancelled by the customer');
    }
    return (await this.prisma.returnRequest.findUniqueOrThrow({ ...query, where: { id: current.id } })) as Loaded<Q>;
  }

  /** One move in its own transaction; CONFLICT naming where it is now when someone moved it first. */
  private async move(
    id: string,
    from: ReturnStatus,
    to: ReturnStatus,
    by: string | null,
    reason: string | null,
    data?: Prisma.ReturnRequestUncheckedUpdateManyInput,
  ): Promise<void> {
    const moved = await this.machine.run(this.prisma, { returnId: id, from, to, by, reason, data });
    if (!moved) await this.changedMeanwhile(this.prisma, id, to);
  }

  private async changedMeanwhile(tx: Tx | PrismaClient, id: string, to: ReturnStatus): Promise<never> {
    const now = await tx.returnRequest.findUniqueOrThrow({ where: { id }, select: { status: true } });
    throw returnConflict(now.status, to, 'someone changed it a moment ago');
  }

  // ---- the back office ----

  private async current(id: string) {
    const row = await this.prisma.returnRequest.findUnique({ where: { id: String(id) } });
    if (!row) throw notFound(`No return request with id ${id}`);
    return row;
  }

  private async adminMove<Q extends ReturnQuery>(
    rc: RequestContext,
    id: string,
    to: ReturnStatus,
    reason: string | null,
    query: Q,
    data?: Prisma.ReturnRequestUncheckedUpdateManyInput,
  ): Promise<Loaded<Q>> {
    const admin = requireAdmin(rc);
    const row = await this.current(id);
    await this.move(row.id, row.status, to, admin.id, reason, data);
    return (await this.prisma.returnRequest.findUniqueOrThrow({ ...query, where: { id: row.id } })) as Loaded<Q>;
  }

  approve<Q extends ReturnQuery>(rc: RequestContext, id: string, query: Q = {} as Q) {
    return this.adminMove(rc, id, 'APPROVED', null, query);
  }

  decline<Q extends ReturnQuery>(rc: RequestContext, id: string, reason: unknown, query: Q = {} as Q) {
    requireAdmin(rc);
    const why = checkNote(reason, 'reason', 300);
    if (!why) throw invalidInput('Say why the request is declined: the shopper reads it', 'reason');
    return this.adminMove(rc, id, 'DECLINED', why, query, { declineReason: why });
  }

  /** By hand until shipments land: the admin marks the courier's pickup. */
  pickUp<Q extends ReturnQuery>(rc: RequestContext, id: string, query: Q = {} as Q) {
    return this.adminMove(rc, id, 'PICKED_UP', 'Picked up by the courier (marked by hand)', query);
  }

  /**
   * The parcel arrived: each line's units counted restockable or damaged (all of them, adding up
   * to the line's quantity). Restockable units go back into stock, once: the PICKED_UP → RECEIVED
   * compare-and-set lets only one receipt through, a second is CONFLICT and changes nothing. In
   * the same transaction the request closes: REFUNDED (the refund and its credit note) or
   * EXCHANGED (the replacement order); the refund is sent after the commit.
   */
  async receive<Q extends ReturnQuery>(
    rc: RequestContext,
    id: string,
    counts: unknown,
    query: Q = {} as Q,
  ): Promise<Loaded<Q>> {
    const admin = requireAdmin(rc);
    const row = await this.prisma.returnRequest.findUnique({ where: { id: String(id) }, include: { lines: true } });
    if (!row) throw notFound(`No return request with id ${id}`);
    if (row.status !== 'PICKED_UP') throw returnConflict(row.status, 'RECEIVED');
    if (!Array.isArray(counts)) throw invalidInput('Count every line: restockable and damaged units', 'lines');
    const counted = new Map<string, { restocked: number; damaged: number }>();
    for (const raw of counts as unknown[]) {
      const c = (raw ?? {}) as Record<string, unknown>;
      const line = row.lines.find((l) => l.id === c.lineId);
      if (!line) throw invalidInput(`This return has no line ${String(c.lineId)}`, 'lines');
      const restocked = checkUnits(c.restockable ?? 0, 'restockable', 0);
      const damaged = checkUnits(c.damaged ?? 0, 'damaged', 0);
      if (restocked + damaged !== line.quantity) {
        throw invalidInput(
          `Line ${line.id}: ${restocked} restockable and ${damaged} damaged make ${restocked + damaged}, but ${line.quantity} came back`,
          'lines',
        );
      }
      counted.set(line.id, { restocked, damaged });
    }
    const missing = row.lines.find((l) => !counted.has(l.id));
    if (missing) throw invalidInput(`Count line ${missing.id} too`, 'lines');
    const at = new Date();
    await this.prisma.$transaction(async (tx) => {
      const summary = row.lines
        .map((l) => `${counted.get(l.id)!.restocked} restockable, ${counted.get(l.id)!.damaged} damaged`)
        .join('; ');
      const moved = await this.machine.transition(tx, {
        returnId: row.id,
        from: 'PICKED_UP',
        to: 'RECEIVED',
        by: admin.id,
        reason: `Counted: ${summary}`,
        at,
      });
      if (!moved) await this.changedMeanwhile(tx, row.id, 'RECEIVED');
      const restock: { productId: string | null; size: string; quantity: number }[] = [];
      for (const line of row.lines) {
        const c = counted.get(line.id)!;
        await tx.returnLine.update({ where: { id: line.id }, data: c });
        if (c.restocked) {
          const item = await tx.orderItem.findUniqueOrThrow({ where: { id: line.orderItemId } });
          restock.push({ productId: item.productId, size: item.size, quantity: c.restocked });
        }
      }
      await releaseStock(tx, restock);
      if (row.resolution === 'EXCHANGE') await this.exchange(tx, row.id, admin.id, at);
      else await this.refund(tx, row.id, admin.id, at);
    }, WRITE_TX);
    await this.sender.sendNow(row.orderId);
    return (await this.prisma.returnRequest.findUniqueOrThrow({ ...query, where: { id: row.id } })) as Loaded<Q>;
  }

  /**
   * RECEIVED → REFUNDED: each returned unit's paid value (unitsValue), and the delivery charge when
   * the rule gives it; a prepaid order's refund row (sent by the refund worker, once) and the
   * credit note naming the returned lines; a cash-on-delivery order's money goes back by hand.
   * When this brings every unit of the order back, the order becomes RETURNED.
   */
  private async refund(tx: Tx, returnId: string, by: string, at: Date): Promise<void> {
    const r = await tx.returnRequest.findUniqueOrThrow({
      where: { id: returnId },
      include: { lines: { include: { orderItem: true } }, order: { include: { items: true } } },
    });
    const earlier = await tx.returnRequest.findMany({
      where: { orderId: r.orderId, status: 'REFUNDED', id: { not: r.id } },
      include: { lines: true },
    });
    const before = (itemId: string) =>
      earlier
        .flatMap((e) => e.lines)
        .filter((l) => l.orderItemId === itemId)
        .reduce((s, l) => s + l.quantity, 0);
    const parts = r.lines.map((l) => ({
      orderItemId: l.orderItemId,
      quantity: l.quantity,
      amount: unitsValue(l.orderItem, l.quantity, before(l.orderItemId)),
    }));
    const back = (itemId: string) =>
      before(itemId) + r.lines.filter((l) => l.orderItemId === itemId).reduce((s, l) => s + l.quantity, 0);
    const wholeOrder = r.order.items.every((item) => back(item.id) >= item.quantity);
    const deliveryBefore = earlier.reduce((s, e) => s + e.deliveryRefund, 0);
    const delivery =
      refundsDelivery(this.deliveryRule, r.reason, wholeOrder) && !deliveryBefore ? r.order.deliveryCharge : 0;
    const goods = parts.reduce((s, p) => s + p.amount, 0);
    let amount = goods + delivery;
    const manual = r.order.paymentMethod === 'COD';
    let note: string;
    if (manual) {
      note = `${formatRupees(amount)} to give back by hand (bank transfer or UPI): the order was paid in cash on delivery`;
    } else {
      const payments = await this.ledger.refundable(tx, r.orderId);
      const best = payments.length ? payments.reduce((a, b) => (b.left > a.left ? b : a)) : null;
      amount = Math.min(amount, best?.left ?? 0);
      note = `${formatRupees(amount)} refunded through the payment provider`;
      if (best && amount > 0) {
        await this.ledger.create(tx, {
          orderId: r.orderId,
          paymentId: best.paymentId,
          amount,
          reason: `Return of ${r.lines.map((l) => `${l.quantity} × ${l.orderItem.title}`).join(', ')}`,
          by,
          at,
          returnId: r.id,
        });
      }
    }
    const creditNote = await issueReturnCreditNote(tx, {
      orderId: r.orderId,
      lines: parts,
      delivery,
      reason: `Returned: ${r.lines.map((l) => `${l.quantity} × ${l.orderItem.title} (size ${l.orderItem.size})`).join(', ')}`,
      at,
    });
    const moved = await this.machine.transition(tx, {
      returnId: r.id,
      from: 'RECEIVED',
      to: 'REFUNDED',
      by,
      reason: `${note}${delivery ? ` (with the delivery charge of ${formatRupees(delivery)})` : ''}${creditNote ? `; credit note ${creditNote.number}` : ''}`,
      at,
      data: { refundAmount: amount, deliveryRefund: delivery, manualRefund: manual },
    });
    if (!moved) await this.changedMeanwhile(tx, r.id, 'REFUNDED');
    if (wholeOrder && r.order.status === 'DELIVERED') {
      await this.lifecycle.transition(tx, {
        orderId: r.orderId,
        from: 'DELIVERED',
        to: 'RETURNED',
        by,
        reason: 'Every unit came back through return requests',
        at,
        unitsCounted: true,
      });
    }
  }

  /**
   * RECEIVED → EXCHANGED: the replacement order (decision 038), zero-value, PLACED, holding the
   * sizes reserved when the exchange was asked for, linked to this request; no invoice (nothing
   * is sold: the original invoice stands, and the exchanged unit gets no credit note).
   */
  private async exchange(tx: Tx, returnId: string, by: string, at: Date): Promise<void> {
    const r = await tx.returnRequest.findUniqueOrThrow({
      where: { id: returnId },
      include: { lines: { include: { orderItem: true } }, order: true },
    });
    const o = r.order;
    const units = r.lines.reduce((s, l) => s + l.quantity, 0);
    const replacement = await tx.order.create({
      data: {
        userId: o.userId,
        status: 'PLACED',
        shipFirstName: o.shipFirstName,
        shipLastName: o.shipLastName,
        shipStreetAddress: o.shipStreetAddress,
        shipCity: o.shipCity,
        shipState: o.shipState,
        shipZipCode: o.shipZipCode,
        shipMobile: o.shipMobile,
        totalPrice: 0,
        totalDiscountedPrice: 0,
        discount: 0,
        totalItem: units,
        createdAt: at,
        items: {
          create: r.lines.map((l) => ({
            productId: l.orderItem.productId,
            title: l.orderItem.title,
            brand: l.orderItem.brand,
            colour: l.orderItem.colour,
            imageUrl: l.orderItem.imageUrl,
            size: l.exchangeSize!,
            quantity: l.quantity,
            price: 0,
            discountedPrice: 0,
          })),
        },
        statusChanges: {
          create: {
            toStatus: 'PLACED',
            changedById: by,
            reason: `Replacement for the exchange of order ${orderNumber(o.id)} (no charge)`,
            createdAt: at,
          },
        },
      },
    });
    const moved = await this.machine.transition(tx, {
      returnId: r.id,
      from: 'RECEIVED',
      to: 'EXCHANGED',
      by,
      reason: `Replacement order ${orderNumber(replacement.id)} placed`,
      at,
      data: { exchangeOrderId: replacement.id },
    });
    if (!moved) await this.changedMeanwhile(tx, r.id, 'EXCHANGED');
  }

  /** The back office's list: a queue, a search (order id, shopper, product), newest first. */
  async list<Q extends ReturnQuery>(
    rc: RequestContext,
    input: { queue?: unknown; search?: unknown; take?: number; skip?: number },
    query: Q = {} as Q,
  ): Promise<{ items: Loaded<Q>[]; total: number }> {
    requireAdmin(rc);
    const queue = input.queue == null || input.queue === '' ? null : checkReturnQueue(input.queue);
    const text = searchText(input.search);
    const where: Prisma.ReturnRequestWhereInput = {
      ...(queue ? { status: { in: [...RETURN_QUEUES[queue]] } } : {}),
      ...(text
        ? {
            OR: [
              { id: { contains: text, mode: 'insensitive' } },
              { orderId: { endsWith: text.replace(/^#/, ''), mode: 'insensitive' } },
              { user: { email: { contains: text, mode: 'insensitive' } } },
              { user: { firstName: { contains: text, mode: 'insensitive' } } },
              { user: { lastName: { contains: text, mode: 'insensitive' } } },
              { lines: { some: { orderItem: { title: { contains: text, mode: 'insensitive' } } } } },
            ],
          }
        : {}),
    };
    const take = Math.min(Math.max(input.take ?? 20, 1), 100);
    const [items, total] = await Promise.all([
      this.prisma.returnRequest.findMany({
        ...query,
        where,
        orderBy: { createdAt: 'desc' },
        take,
        skip: Math.max(input.skip ?? 0, 0),
      }),
      this.prisma.returnRequest.count({ where }),
    ]);
    return { items: items as Loaded<Q>[], total };
  }

  /** One request, for its buyer or an admin (another's: NOT_FOUND). */
  async get<Q extends ReturnQuery>(rc: RequestContext, id: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const row = await this.prisma.returnRequest.findUnique({ where: { id: String(id) }, select: { userId: true } });
    if (!row || (row.userId !== viewer.id && viewer.role !== 'ADMIN'))
      throw notFound(`No return request with id ${id}`);
    return (await this.prisma.returnRequest.findUniqueOrThrow({ ...query, where: { id: String(id) } })) as Loaded<Q>;
  }

  /** The dashboard's return rate by reason: units asked back (not declined or cancelled) over units delivered. */
  async figures(rc: RequestContext): Promise<ReturnFigure[]> {
    requireAdmin(rc);
    const [byReason, delivered] = await Promise.all([
      this.prisma.$queryRaw<{ reason: ReturnReason; requests: bigint; units: bigint }[]>`
        SELECT r."reason", COUNT(DISTINCT r."id") AS "requests", COALESCE(SUM(l."quantity"), 0) AS "units"
        FROM "ReturnRequest" r JOIN "ReturnLine" l ON l."returnId" = r."id"
        WHERE r."status" NOT IN ('DECLINED', 'CANCELLED')
        GROUP BY r."reason"`,
      this.prisma.$queryRaw<{ units: bigint }[]>`
        SELECT COALESCE(SUM(i."quantity"), 0) AS "units" FROM "OrderItem" i JOIN "Order" o ON o."id" = i."orderId"
        WHERE o."deliveredAt" IS NOT NULL`,
    ]);
    const deliveredUnits = Number(delivered[0]?.units ?? 0);
    return (Object.keys(RETURN_REASONS) as ReturnReason[]).map((reason) => {
      const row = byReason.find((r) => r.reason === reason);
      const units = Number(row?.units ?? 0);
      return {
        reason,
        label: RETURN_REASONS[reason],
        requests: Number(row?.requests ?? 0),
        units,
        rate: deliveredUnits ? units / deliveredUnits : 0,
      };
    });
  }

  /**
   * The dashboard's return rate over its period, this calendar month (in the shop's time zone): units asked
   * back in requests made this month (not declined or cancelled) over units of orders delivered
   * this month, overall and by reason, and the same for orders. A flow measure: a request this
   * month for a parcel delivered last month counts in this month's returns.
   */
  async rate(rc: RequestContext, now = new Date()): Promise<ReturnRate> {
    requireAdmin(rc);
    const from = monthStart(now);
    const [byReason, [returned], [delivered]] = await Promise.all([
      this.prisma.$queryRaw<{ reason: ReturnReason; requests: bigint; units: bigint }[]>`
        SELECT r."reason", COUNT(DISTINCT r."id")::bigint AS "requests", COALESCE(SUM(l."quantity"), 0)::bigint AS "units"
        FROM "ReturnRequest" r JOIN "ReturnLine" l ON l."returnId" = r."id"
        WHERE r."status"::text NOT IN ('DECLINED', 'CANCELLED') AND r."createdAt" >= ${from}
        GROUP BY r."reason"`,
      this.prisma.$queryRaw<{ orders: bigint }[]>`
        SELECT COUNT(DISTINCT r."orderId")::bigint AS "orders" FROM "ReturnRequest" r
        WHERE r."status"::text NOT IN ('DECLINED', 'CANCELLED') AND r."createdAt" >= ${from}`,
      this.prisma.$queryRaw<{ units: bigint; orders: bigint }[]>`
        SELECT COALESCE(SUM(i."quantity"), 0)::bigint AS "units", COUNT(DISTINCT o."id")::bigint AS "orders"
        FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o."id"
        WHERE o."deliveredAt" >= ${from}
          AND NOT EXISTS (SELECT 1 FROM "ReturnRequest" x WHERE x."exchangeOrderId" = o."id")`,
    ]);
    const unitsDelivered = Number(delivered?.units ?? 0);
    const ordersDelivered = Number(delivered?.orders ?? 0);
    const figures = (Object.keys(RETURN_REASONS) as ReturnReason[]).map((reason) => {
      const row = byReason.find((r) => r.reason === reason);
      const units = Number(row?.units ?? 0);
      return {
        reason,
        label: RETURN_REASONS[reason],
        requests: Number(row?.requests ?? 0),
        units,
        rate: unitsDelivered ? units / unitsDelivered : 0,
      };
    });
    const unitsReturned = figures.reduce((sum, f) => sum + f.units, 0);
    const ordersReturned = Number(returned?.orders ?? 0);
    return {
      from,
      unitsDelivered,
      ordersDelivered,
      unitsReturned,
      ordersReturned,
      rate: unitsDelivered ? unitsReturned / unitsDelivered : 0,
      orderRate: ordersDelivered ? ordersReturned / ordersDelivered : 0,
      byReason: figures,
    };
  }
}
