// The contracts the services meet on: an order's or a return's status move and the effects that
// run with it, a refund's hooks. Types only, below every service (docs/architecture.md "Layers"),
// so the module that moves an order and the modules that react to a move never import each other:
// services/index.ts hangs each effect on its machine.
import type { OrderStatus, Prisma, PrismaClient, Refund, ReturnStatus } from '../db/generated/client/client.js';
import type { Tx } from '../db/transactions.js';

/** One status move of one order, as asked. */
export interface Move {
  orderId: string;
  /** The status the mover saw: the move happens only if the order is still in it. */
  from: OrderStatus;
  to: OrderStatus;
  /** Who moved it (a user id), or null when the shop itself did (the unpaid-order sweep, a provider event). */
  by: string | null;
  /** Why, in words a person reads; kept in the order's history. */
  reason?: string | null;
  at?: Date;
  /** Further conditions the compare-and-set requires (the sweep: the order is still expired). */
  where?: Prisma.OrderWhereInput;
  /** Further columns written with the move (deleting sets archivedAt). */
  data?: Prisma.OrderUpdateManyMutationInput;
  /**
   * Placing a cash-on-delivery order: PLACED without a payment, so paidAt is not stamped (it is
   * when the cash is collected).
   */
  cashOnDelivery?: boolean;
  /**
   * The order came back through its return requests, which counted each unit back into stock
   * (restockable) or not (damaged): the move puts no stock back itself.
   */
  unitsCounted?: boolean;
}

/** A move that happened, as its effects see it. */
export interface AppliedMove {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: string | null;
  reason: string | null;
  at: Date;
  unitsCounted?: boolean;
}

/**
 * Something that must happen with a status move, inside its transaction (so it happens exactly
 * when the move does): stock goes back, a refund or a mail is queued.
 */
export type MoveEffect = (tx: Tx, move: AppliedMove) => Promise<void>;

/** What moves orders (OrderStateMachine), as the services that ask for moves or add effects see it. */
export interface OrderMover {
  /** Moves the order inside `tx`; false when someone else moved it first. */
  transition(tx: Tx, move: Move): Promise<boolean>;
  /** `transition` in a transaction of its own. */
  run(prisma: PrismaClient, move: Move): Promise<boolean>;
  /** Adds an effect that runs with every move, after the ones added before it. */
  onMove(effect: MoveEffect): void;
}

/** One status move of one return request, as asked. */
export interface ReturnMove {
  returnId: string;
  /** The status the mover saw: the move happens only if the request is still in it. */
  from: ReturnStatus;
  to: ReturnStatus;
  /** Who (a user id), or null for the shop itself. */
  by: string | null;
  /** Why, in words a person reads; kept in the history. */
  reason?: string | null;
  at?: Date;
  /** Further columns written with the move (declineReason, refundAmount, exchangeOrderId). */
  data?: Prisma.ReturnRequestUncheckedUpdateManyInput;
}

export type AppliedReturnMove = Required<Omit<ReturnMove, 'data'>> & { reason: string | null };

/** Something that must happen with a move, inside its transaction (stock, refund, credit note, mail). */
export type ReturnEffect = (tx: Tx, move: AppliedReturnMove) => Promise<void>;

/** Something that must happen with a refund, inside the transaction that creates or settles it. */
export type RefundHook = (tx: Tx, refund: Refund) => Promise<void>;
