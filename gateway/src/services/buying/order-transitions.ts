import type { PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { conflictBetween, edgeCondition, isLegal, STAMP, stockEffect } from './order-lifecycle.js';
import { releaseStock, reserveStock } from './stock.js';
import type { Tx } from '../../db/transactions.js';
import { outOfStock } from '../errors.js';
import { couponUseEffect } from './coupons.js';
import type { AppliedMove, Move, MoveEffect, OrderMover } from '../events.js';

/**
 * Cancelling an order that holds stock releases it; a return puts the units back; placing a
 * cancelled order takes them again, all or nothing (OUT_OF_STOCK rolls the move back), and never
 * for a product taken off sale since.
 */
const stockMoves: MoveEffect = async (tx, move) => {
  const effect = stockEffect(move.from, move.to);
  if (!effect || move.unitsCounted) return;
  const items = await tx.orderItem.findMany({
    where: { orderId: move.orderId },
    select: { productId: true, title: true, size: true, quantity: true, product: { select: { deletedAt: true } } },
  });
  if (effect !== 'reserve') return releaseStock(tx, items);
  const gone = items.find((i) => !i.productId || i.product?.deletedAt);
  if (gone) throw outOfStock(`${gone.title} is no longer sold`);
  await reserveStock(
    tx,
    items.map((i) => ({ productId: i.productId!, title: i.title, size: i.size, quantity: i.quantity })),
  );
};

/**
 * The one way an order changes status. Every mover (payment, unpaid-order sweep, back office,
 * and any added later) calls `transition`, which checks the life-cycle table, does the
 * compare-and-set on the status, stamps the status's timestamp, writes the history row (who,
 * why) and runs the move's effects, all in the caller's transaction. Who may ask for a move
 * (an admin may not place an order; returns only within the window) is the mover's rule.
 */
export class OrderStateMachine implements OrderMover {
  // Coupon uses are held like stock: every machine releases them, whoever cancels.
  private readonly effects: MoveEffect[] = [stockMoves, couponUseEffect];

  /** Adds an effect that runs with every move, after the ones added before it. */
  onMove(effect: MoveEffect): void {
    this.effects.push(effect);
  }

  /**
   * Moves the order inside `tx`. Throws CONFLICT naming both statuses when the table has no such
   * edge; returns false (and changes nothing) when the order is no longer in `from`, or no longer
   * matches `where`, because someone else moved it first.
   */
  async transition(tx: Tx, move: Move): Promise<boolean> {
    if (!isLegal(move.from, move.to)) throw conflictBetween(move.from, move.to);
    const at = move.at ?? new Date();
    const stamp = move.cashOnDelivery && move.to === 'PLACED' ? undefined : STAMP[move.to];
    const { count } = await tx.order.updateMany({
      where: { ...move.where, ...edgeCondition(move.from, move.to), id: move.orderId, status: move.from },
      data: { ...move.data, status: move.to, ...(stamp ? { [stamp]: at } : {}) },
    });
    if (count !== 1) return false;
    const applied: AppliedMove = {
      orderId: move.orderId,
      from: move.from,
      to: move.to,
      by: move.by,
      reason: move.reason ?? null,
      at,
      unitsCounted: move.unitsCounted,
    };
    await tx.orderStatusChange.create({
      data: {
        orderId: applied.orderId,
        fromStatus: applied.from,
        toStatus: applied.to,
        changedById: applied.by,
        reason: applied.reason,
        createdAt: at,
      },
    });
    for (const effect of this.effects) await effect(tx, applied);
    return true;
  }

  /** `transition` in a transaction of its own. */
  run(prisma: PrismaClient, move: Move): Promise<boolean> {
    return prisma.$transaction((tx) => this.transition(tx, move), WRITE_TX);
  }
}
