import type { OrderStatus, Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { likeLiteral, searchText } from '../search-text.js';
import { requireAdmin } from '../accounts/access.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import {
  adminMoves,
  canArchive,
  cancelsOnArchive,
  checkAdminMove,
  checkStatuses,
  conflictBetween,
  DEFAULT_RETURN_WINDOW_DAYS,
  type LifecycleState,
} from '../buying/order-lifecycle.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';
import type { RequestContext } from '../accounts/viewer.js';
import { OrderStateMachine } from '../buying/order-transitions.js';
import type { OrderQuery } from '../buying/orders.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { RefundSender } from '../money/refund-sender.js';
import { checkRefundStatus } from '../money/refund-rules.js';

type Loaded<Q extends OrderQuery> = Prisma.OrderGetPayload<Q>;

export interface AdminOrderListInput extends PageInput {
  status?: readonly unknown[] | null;
  /** An order id, its number (#IHIR5KE0, with or without the #) or part of the customer's email. */
  search?: string | null;
  /** Only orders with a refund in this status (PENDING, FAILED, PROCESSED). */
  refund?: unknown;
  /** Only orders paid this way: PREPAID or COD; COD_TO_COLLECT: cash on delivery not collected yet (still standing). */
  payment?: unknown;
}

const PAYMENT_FILTERS = ['PREPAID', 'COD', 'COD_TO_COLLECT'] as const;

/** The payment filter of the order list, or BAD_USER_INPUT naming the choices. */
function paymentFilter(value: unknown): Prisma.OrderWhereInput | null {
  if (value == null || value === '') return null;
  const name = String(value).trim().toUpperCase();
  if (!(PAYMENT_FILTERS as readonly string[]).includes(name)) {
    throw invalidInput(`Unknown payment filter "${String(value)}"; use ${PAYMENT_FILTERS.join(', ')}`, 'payment');
  }
  if (name === 'COD_TO_COLLECT') {
    return { paymentMethod: 'COD', paidAt: null, status: { in: ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] } };
  }
  return { paymentMethod: name as 'PREPAID' | 'COD' };
}

/** A filtered list with at most this many matches is paged from their ids (see list). */
const FEW_MATCHES = 2000;
/** A search matching more accounts than this looks at the orders of the first ones only. */
const MAX_SEARCH_ACCOUNTS = 500;
/** The answer when another change won the race: CONFLICT naming what was asked. */
const changedMeanwhile = (from: OrderStatus, to: OrderStatus) =>
  conflictBetween(from, to, 'someone changed the order a moment ago; reload it');

/**
 * The back office's orders: the list, one order with its history, status changes along the
 * guarded life cycle (order-lifecycle.ts) and deleting (archiving). Every status change is a
 * move of the order state machine (order-transitions.ts): a compare-and-set on the status in one
 * transaction with its stock move and its history row, so two admins pressing different buttons
 * at once get one winner and one CONFLICT, and stock is released exactly once.
 */
export class AdminOrderService {
  constructor(
    private readonly prisma: PrismaClient,
    readonly returnWindowDays = DEFAULT_RETURN_WINDOW_DAYS,
    private readonly lifecycle = new OrderStateMachine(),
    /** Sends the refund a cancellation or return queued (a provider outage is a 503 after the move). */
    private readonly refunds: Pick<RefundSender, 'sendNow'> = { sendNow: async () => undefined },
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
    const refund = input.refund == null || input.refund === '' ? null : checkRefundStatus(input.refund);
    const payment = paymentFilter(input.payment);
    // Each filter its own term (COD_TO_COLLECT names statuses too: both must hold).
    const where: Prisma.OrderWhereInput = {
      archivedAt: null,
      AND: [
        statuses ? { status: { in: statuses } } : {},
        refund ? { refunds: { some: { status: refund } } } : {},
        payment ?? {},
        search ? { OR: await this.searchTerms(search) } : {},
      ],
    };
    // Without a search or a refund filter the total is the tally's (exact, kept by a trigger in
    // each order's own transaction): a handful of rows instead of counting a million orders.
    const tallied = !search && !refund && (payment == null || payment.paidAt === undefined);
    const orderBy: Prisma.OrderOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
    if (tallied) {
      const [totalElements, content] = await Promise.all([
        this.tally(statuses, payment?.paymentMethod),
        this.prisma.order.findMany({ ...query, where, orderBy, skip: paging.skip, take: paging.take }),
      ]);
      return pageOf(content as Loaded<Q>[], totalElements, paging);
    }
    // Counted by the filter's own index. A filter that matches few orders (cash still to collect,
    // a refund status, most searches) is paged from its matches: its ids sorted, then the page's
    // orders. Asked for "the newest 20 that match" instead, PostgreSQL walks the newest-first
    // index hoping to meet 20 soon, and reads all million orders when fewer than 20 match.
    const totalElements = await this.prisma.order.count({ where });
    const few = totalElements <= FEW_MATCHES;
    const ids = few
      ? (await this.prisma.order.findMany({ where, select: { id: true }, orderBy }))
          .slice(paging.skip, paging.skip + paging.take)
          .map((o) => o.id)
      : null;
    const content = await this.prisma.order.findMany({
      ...query,
      where: ids ? { id: { in: ids } } : where,
      orderBy,
      ...(ids ? {} : { skip: paging.skip, take: paging.take }),
    });
    return pageOf(content as Loaded<Q>[], totalElements, paging);
  }

  /**
   * How many orders the list holds (not archived), of these statuses and this payment method when
   * given: the sum of the "OrderTally" rows (migration order_tally_gst_daily, decision 048).
   */
  private async tally(statuses: readonly OrderStatus[] | null, method: unknown): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ orders: bigint | null }[]>`
      SELECT SUM("orders")::bigint AS orders FROM "OrderTally"
      WHERE (${statuses === null} OR "status"::text = ANY(${statuses ?? []}::text[]))
        AND (${method == null} OR "paymentMethod"::text = ${method == null ? '' : String(method)})`;
    return Number(row?.orders ?? 0);
  }

  /**
   * What a search box's text finds: the order with that id, the orders with that number (#IHIR5KE0,
   * with or without its '#'), and the orders of the accounts whose e-mail holds the text. Each is
   * an index lookup (the accounts first, at most MAX_SEARCH_ACCOUNTS of them), so a search stays
   * quick at a million orders.
   */
  private async searchTerms(search: string): Promise<Prisma.OrderWhereInput[]> {
    const number = /^#?([a-z0-9]{8})$/i.exec(search)?.[1]?.toUpperCase();
    const accounts = await this.prisma.user.findMany({
      where: { email: { contains: likeLiteral(search.toLowerCase()) } },
      select: { id: true },
      take: MAX_SEARCH_ACCOUNTS,
    });
    return [
      { id: search },
      ...(number ? [{ number }] : []),
      ...(accounts.length ? [{ userId: { in: accounts.map((a) => a.id) } }] : []),
    ];
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
   * holds stock releases it; a return puts the units back; either refunds what was paid (the
   * state machine's refund effect), sent at once. Recorded with who and when.
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
    if (to === 'RETURNED') {
      const open = await this.prisma.returnRequest.count({
        where: { orderId: current.id, status: { notIn: ['DECLINED', 'CANCELLED'] } },
      });
      if (open) {
        throw conflictBetween(
          current.status,
          to,
          'the shopper has return requests on it: finish them on the Returns screen (the order becomes RETURNED when every unit is back)',
        );
      }
    }
    const moved = await this.lifecycle.run(this.prisma, {
      orderId: current.id,
      from: current.status,
      to: to!,
      by: admin.id,
      where: { archivedAt: null },
    });
    if (!moved) throw changedMeanwhile(current.status, to!);
    await this.refunds.sendNow(current.id);
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
    const archived = await this.prisma.$transaction(async (tx) => {
      const now = new Date();
      const data = { archivedAt: now, archivedById: admin.id };
      if (cancel) {
        return this.lifecycle.transition(tx, {
          orderId: current.id,
          from: current.status,
          to: 'CANCELLED',
          by: admin.id,
          reason: 'Cancelled because the order was deleted; stock released',
          at: now,
          where: { archivedAt: null },
          data,
        });
      }
      const { count } = await tx.order.updateMany({
        where: { id: current.id, status: current.status, archivedAt: null },
        data,
      });
      return count === 1;
    }, WRITE_TX);
    if (!archived) throw changedMeanwhile(current.status, final);
    if (cancel) await this.refunds.sendNow(current.id);
    return { id: current.id, status: final };
  }

  /** A not-deleted order's state, or NOT_FOUND. */
  private async live(id: string) {
    const order = await this.prisma.order.findFirst({
      where: { id: String(id), archivedAt: null },
      select: { id: true, status: true, deliveredAt: true, paymentMethod: true },
    });
    if (!order) throw notFound(`No order with id ${id}`);
    return order;
  }
}
