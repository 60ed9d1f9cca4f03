import type { OrderStatus, Prisma, PrismaClient } from '../db/generated/client/client.js';
import { requireAdmin, searchText } from './admin-access.js';
import { DomainError, notFound } from './errors.js';
import {
  adminMoves,
  canArchive,
  cancelsOnArchive,
  checkAdminMove,
  conflictBetween,
  DEFAULT_RETURN_WINDOW_DAYS,
  STAMP,
  stockEffect,
  type LifecycleState,
} from './order-lifecycle.js';
import { checkStatuses, type OrderQuery } from './orders.js';
import { checkPaging, pageOf, type Page, type PageInput } from './paging.js';
import { releaseStock, type Tx } from './stock.js';
import type { RequestContext } from './viewer.js';

type Loaded<Q extends OrderQuery> = Prisma.OrderGetPayload<Q>;

export interface AdminOrderListInput extends PageInput {
  status?: readonly unknown[] | null;
  /** An order id (or its beginning) or part of the customer's email. */
  search?: string | null;
}

/** Thrown inside a transaction when the compare-and-set found the order changed meanwhile. */
class ChangedMeanwhile extends Error {}

const TX = { maxWait: 20_000, timeout: 20_000 };

/**
 * The back office's orders: the list, one order with its history, status changes along the
 * guarded life cycle (order-lifecycle.ts) and deleting (archiving). Every change is a
 * compare-and-set on the status in one transaction with its stock move and its history row, so
 * two admins pressing different buttons at once get one winner and one CONFLICT, and stock is
 * released exactly once.
 */
export class AdminOrderService {
  constructor(
    private readonly prisma: PrismaClient,
    readonly returnWindowDays = DEFAULT_RETURN_WINDOW_DAYS,
  ) {}

  /** Orders that are not deleted, newest first, optionally of some statuses or matching a search. */
  async list<Q extends OrderQuery>(
    rc: RequestContext,
    input: AdminOrderListInput,
    query: Q = {} as Q,
  ): Promise<Page<Loaded<Q>>> {
    requireAdmin(rc);
    const paging = checkPaging(input);
    const statuses = input.status?.length ? checkStatuses(input.status) : null;
    const search = searchText(input.search);
    const where: Prisma.OrderWhereInput = {
      archivedAt: null,
      ...(statuses ? { status: { in: statuses } } : {}),
      ...(search
        ? {
            OR: [
              { id: { startsWith: search } },
              { user: { email: { contains: search.toLowerCase(), mode: 'insensitive' } } },
            ],
          }
        : {}),
    };
    const [totalElements, content] = await Promise.all([
      this.prisma.order.count({ where }),
      this.prisma.order.findMany({
        ...query,
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: paging.skip,
        take: paging.take,
      }),
    ]);
    return pageOf(content as Loaded<Q>[], totalElements, paging);
  }

  /** One order, deleted ones included (their history is kept). */
  async get<Q extends OrderQuery>(rc: RequestContext, id: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    requireAdmin(rc);
    const order = await this.prisma.order.findUnique({ ...query, where: { id: String(id) } });
    if (!order) throw notFound(`No order with id ${id}`);
    return order as Loaded<Q>;
  }

  /** The statuses an admin may move this order to now. */
  moves(order: LifecycleState & { archivedAt?: Date | null }): OrderStatus[] {
    return order.archivedAt ? [] : adminMoves(order, this.returnWindowDays);
  }

  /**
   * Moves an order to `status` when the life cycle allows it from where the order is now;
   * otherwise CONFLICT naming both states and nothing changes. `expected` is the status the admin
   * saw when pressing the button: when the order is no longer in it (another admin was quicker),
   * CONFLICT too, even if the move would be legal from the new status. Cancelling an order that
   * holds stock releases it; a return puts the units back. Recorded with who and when.
   */
  async changeStatus<Q extends OrderQuery>(
    rc: RequestContext,
    id: string,
    input: { status: unknown; expected?: unknown },
    query: Q = {} as Q,
  ): Promise<Loaded<Q>> {
    const admin = requireAdmin(rc);
    const [to] = checkStatuses([input.status]);
    const expected = input.expected == null || input.expected === '' ? null : checkStatuses([input.expected])[0]!;
    const current = await this.live(id);
    if (expected && current.status !== expected) {
      throw conflictBetween(expected, to!, `the order is ${current.status} now (someone changed it a moment ago)`);
    }
    checkAdminMove(current, to!, this.returnWindowDays);
    await this.casOrConflict(current.status, to!, () =>
      this.prisma.$transaction(async (tx) => {
        const now = new Date();
        const stamp = STAMP[to!];
        await this.swap(tx, current.id, current.status, { status: to!, ...(stamp ? { [stamp]: now } : {}) });
        if (stockEffect(current.status, to!)) await this.putBackStock(tx, current.id);
        await tx.orderStatusChange.create({
          data: {
            orderId: current.id,
            fromStatus: current.status,
            toStatus: to!,
            changedById: admin.id,
            createdAt: now,
          },
        });
      }, TX),
    );
    return (await this.prisma.order.findUniqueOrThrow({ ...query, where: { id: current.id } })) as Loaded<Q>;
  }

  /**
   * Deletes an order from the back office's lists, keeping it and its history. An order that
   * left the warehouse (SHIPPED, DELIVERED) cannot be deleted; one that still holds stock
   * (PENDING, PLACED, CONFIRMED) is cancelled first and its stock released, in the same step.
   */
  async archive(rc: RequestContext, id: string): Promise<{ id: string; status: OrderStatus }> {
    const admin = requireAdmin(rc);
    const current = await this.live(id);
    if (!canArchive(current.status)) {
      throw new DomainError(
        'CONFLICT',
        `A ${current.status} order cannot be deleted: it has left the warehouse; nothing was changed`,
      );
    }
    const cancel = cancelsOnArchive(current.status);
    const final: OrderStatus = cancel ? 'CANCELLED' : current.status;
    await this.casOrConflict(current.status, final, () =>
      this.prisma.$transaction(async (tx) => {
        const now = new Date();
        await this.swap(tx, current.id, current.status, {
          archivedAt: now,
          ...(cancel ? { status: 'CANCELLED', cancelledAt: now } : {}),
        });
        if (cancel) {
          await this.putBackStock(tx, current.id);
          await tx.orderStatusChange.create({
            data: {
              orderId: current.id,
              fromStatus: current.status,
              toStatus: 'CANCELLED',
              changedById: admin.id,
              reason: 'Cancelled because the order was deleted; stock released',
              createdAt: now,
            },
          });
        }
        await tx.orderStatusChange.create({
          data: {
            orderId: current.id,
            fromStatus: final,
            toStatus: final,
            changedById: admin.id,
            reason: 'Deleted from the back office (archived)',
            createdAt: now,
          },
        });
      }, TX),
    );
    return { id: current.id, status: final };
  }

  /** A not-deleted order's state, or NOT_FOUND. */
  private async live(id: string) {
    const order = await this.prisma.order.findFirst({
      where: { id: String(id), archivedAt: null },
      select: { id: true, status: true, deliveredAt: true },
    });
    if (!order) throw notFound(`No order with id ${id}`);
    return order;
  }

  /** The compare-and-set: changes the order only if it is still `from` and not deleted. */
  private async swap(tx: Tx, id: string, from: OrderStatus, data: Prisma.OrderUpdateManyMutationInput) {
    const { count } = await tx.order.updateMany({ where: { id, status: from, archivedAt: null }, data });
    if (count !== 1) throw new ChangedMeanwhile();
  }

  private async putBackStock(tx: Tx, orderId: string) {
    const items = await tx.orderItem.findMany({
      where: { orderId },
      select: { productId: true, size: true, quantity: true },
    });
    await releaseStock(tx, items);
  }

  /** Runs a change; when another change won the race, answers CONFLICT naming what it is now. */
  private async casOrConflict(from: OrderStatus, to: OrderStatus, change: () => Promise<void>) {
    try {
      await change();
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) throw error;
      throw conflictBetween(from, to, 'someone changed the order a moment ago; reload it');
    }
  }
}
