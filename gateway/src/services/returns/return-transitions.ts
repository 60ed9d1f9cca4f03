import type { PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { Tx } from '../../db/transactions.js';
import type { AppliedReturnMove, ReturnEffect, ReturnMove } from '../events.js';
import { isLegalReturnMove, RETURN_STAMP, returnConflict } from './return-lifecycle.js';

/**
 * The one way a return request changes status, built like the order's (OrderStateMachine): the
 * table's edge is checked, the status compare-and-set, the status's timestamp stamped, the history
 * row written and every effect run, all in the caller's transaction. Two admins approving and
 * declining at once: one compare-and-set wins, the other changes nothing (false).
 */
export class ReturnStateMachine {
  private readonly effects: ReturnEffect[] = [];

  onMove(effect: ReturnEffect): void {
    this.effects.push(effect);
  }

  /** CONFLICT naming both states for an edge the table lacks; false when the request is no longer in `from`. */
  async transition(tx: Tx, move: ReturnMove): Promise<boolean> {
    if (!isLegalReturnMove(move.from, move.to)) throw returnConflict(move.from, move.to);
    const at = move.at ?? new Date();
    const stamp = RETURN_STAMP[move.to];
    const { count } = await tx.returnRequest.updateMany({
      where: { id: move.returnId, status: move.from },
      data: { ...move.data, status: move.to, ...(stamp ? { [stamp]: at } : {}) },
    });
    if (count !== 1) return false;
    const applied: AppliedReturnMove = {
      returnId: move.returnId,
      from: move.from,
      to: move.to,
      by: move.by,
      reason: move.reason ?? null,
      at,
    };
    await tx.returnStatusChange.create({
      data: {
        returnId: move.returnId,
        fromStatus: move.from,
        toStatus: move.to,
        changedById: move.by,
        reason: applied.reason,
        createdAt: at,
      },
    });
    for (const effect of this.effects) await effect(tx, applied);
    return true;
  }

  run(prisma: PrismaClient, move: ReturnMove): Promise<boolean> {
    return prisma.$transaction((tx) => this.transition(tx, move), WRITE_TX);
  }
}
