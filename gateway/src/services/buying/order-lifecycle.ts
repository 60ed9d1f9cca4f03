import { OrderStatus } from '../../db/generated/client/enums.js';
import { DomainError, invalidInput } from '../errors.js';
import { shopDay } from '../shop-time.js';

/** Every status an order can be in, in life-cycle order: the database enum is the one list. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/**
 * The order life cycle the server enforces (the spec's client allows any move; the shop does not).
 * → PLACED happens only when a payment is confirmed (or the shopper chooses cash on delivery),
 * never by hand: from PENDING, or from
 * CANCELLED when the payment arrived after an unpaid order was cancelled (only for an order never
 * paid, and only if its stock can be taken again).
 */
const LEGAL: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PLACED', 'CANCELLED'],
  PLACED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'CANCELLED'],
  // A cash-on-delivery parcel refused at the door comes back: RETURN_TO_ORIGIN (COD orders only).
  SHIPPED: ['DELIVERED', 'RETURN_TO_ORIGIN'],
  DELIVERED: ['RETURNED'],
  CANCELLED: ['PLACED'],
  RETURNED: [],
  RETURN_TO_ORIGIN: [],
};

/** Moves only the payment makes; an admin asking for them gets the same 409 as any illegal move. */
const PAYMENT_ONLY: ReadonlySet<OrderStatus> = new Set(['PLACED']);

/** The moves an admin may make, in words for the API's descriptions: "PLACED → CONFIRMED | CANCELLED, …". */
export const ADMIN_MOVES_TEXT = (Object.keys(LEGAL) as OrderStatus[])
  .map((from) => [from, LEGAL[from].filter((to) => !PAYMENT_ONLY.has(to))] as const)
  .filter(([, to]) => to.length)
  .map(([from, to]) => `${from} → ${to.join(' | ')}`)
  .join(', ');

/** Statuses whose units are held by the order: leaving them for CANCELLED puts the stock back. */
const HOLDS_STOCK: ReadonlySet<OrderStatus> = new Set(['PENDING', 'PLACED', 'CONFIRMED']);

/** Statuses an order may be deleted (archived) from: never once it left the warehouse. */
const ARCHIVABLE: ReadonlySet<OrderStatus> = new Set([
  'PENDING',
  'PLACED',
  'CONFIRMED',
  'CANCELLED',
  'RETURNED',
  'RETURN_TO_ORIGIN',
]);

/** What an order needs for the rules: its status and when it was delivered. */
export interface LifecycleState {
  status: OrderStatus;
  deliveredAt: Date | null;
  /** Only a cash-on-delivery order can be refused at the door. */
  paymentMethod?: 'PREPAID' | 'COD';
}

/** Whether the life-cycle table has the edge `from → to` (who may take it is checked apart). */
export function isLegal(from: OrderStatus, to: OrderStatus): boolean {
  return LEGAL[from].includes(to);
}

/** The timestamp column each target status sets. */
export const STAMP: Partial<
  Record<OrderStatus, 'paidAt' | 'confirmedAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'returnedAt'>
> = {
  PLACED: 'paidAt',
  CONFIRMED: 'confirmedAt',
  SHIPPED: 'shippedAt',
  DELIVERED: 'deliveredAt',
  CANCELLED: 'cancelledAt',
  RETURNED: 'returnedAt',
  RETURN_TO_ORIGIN: 'returnedAt',
};

export const conflictBetween = (from: OrderStatus, to: OrderStatus, why?: string) =>
  new DomainError('CONFLICT', `An order cannot go from ${from} to ${to}${why ? `: ${why}` : ''}; nothing was changed`);

/** The last moment a delivered order may be returned, or null when it was never delivered. */
function returnDeadline(order: LifecycleState, windowDays: number): Date | null {
  return order.deliveredAt ? new Date(order.deliveredAt.getTime() + windowDays * 86_400_000) : null;
}

/**
 * Throws CONFLICT naming both states unless an admin may move the order to `to` now: a legal
 * edge, not a payment-only one, and a return only within the return window after delivery.
 */
export function checkAdminMove(order: LifecycleState, to: OrderStatus, windowDays: number, now = new Date()): void {
  if (PAYMENT_ONLY.has(to)) throw conflictBetween(order.status, to, 'only a confirmed payment places an order');
  if (!isLegal(order.status, to)) throw conflictBetween(order.status, to);
  if (to === 'RETURN_TO_ORIGIN' && order.paymentMethod !== 'COD') {
    throw conflictBetween(order.status, to, 'only a cash-on-delivery order is refused at the door');
  }
  if (to === 'RETURNED') {
    const deadline = returnDeadline(order, windowDays)!;
    if (now > deadline) {
      throw conflictBetween(order.status, to, `the ${windowDays}-day return window closed on ${shopDay(deadline)}`);
    }
  }
}

/** The statuses an admin may move this order to now (the back office enables only these). */
export function adminMoves(order: LifecycleState, windowDays: number, now = new Date()): OrderStatus[] {
  return LEGAL[order.status].filter((to) => {
    try {
      checkAdminMove(order, to, windowDays, now);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * How the move changes stock: cancelling a held order releases it; a return restocks it; a late
 * payment placing a cancelled order takes its units again.
 */
export function stockEffect(from: OrderStatus, to: OrderStatus): 'release' | 'restock' | 'reserve' | null {
  if (to === 'CANCELLED' && HOLDS_STOCK.has(from)) return 'release';
  if (to === 'RETURNED' || to === 'RETURN_TO_ORIGIN') return 'restock';
  if (from === 'CANCELLED' && to === 'PLACED') return 'reserve';
  return null;
}

/**
 * A condition some edges add to the compare-and-set: a cancelled order is placed again only if it
 * was never paid; only a cash-on-delivery order goes back to origin.
 */
export function edgeCondition(from: OrderStatus, to: OrderStatus): { paidAt: null } | { paymentMethod: 'COD' } | null {
  if (from === 'CANCELLED' && to === 'PLACED') return { paidAt: null };
  if (to === 'RETURN_TO_ORIGIN') return { paymentMethod: 'COD' };
  return null;
}

/** Statuses a buyer may cancel their own order from: paid, and not yet shipped. */
const CUSTOMER_CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['PLACED', 'CONFIRMED']);

export function customerMayCancel(status: OrderStatus): boolean {
  return CUSTOMER_CANCELLABLE.has(status);
}

export function canArchive(status: OrderStatus): boolean {
  return ARCHIVABLE.has(status);
}

/** Whether deleting an order in this status cancels it first (it still holds stock). */
export function cancelsOnArchive(status: OrderStatus): boolean {
  return HOLDS_STOCK.has(status);
}

/** Status names from a client ("SHIPPED" or "shipped"); unknown names are a 400 naming them. */
export function checkStatuses(values: readonly unknown[]): OrderStatus[] {
  return values.map((value) => {
    const name = String(value).trim().toUpperCase();
    if (!(ORDER_STATUSES as readonly string[]).includes(name)) {
      throw invalidInput(`Unknown order status "${String(value)}"; use ${ORDER_STATUSES.join(', ')}`, 'status');
    }
    return name as OrderStatus;
  });
}
