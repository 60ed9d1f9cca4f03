import { createHash } from 'node:crypto';
import { Prisma, type PrismaClient } from '../../db/generated/client/client.js';
import { productOrder, productWhere, type ProductFilter, type ProductSort } from '../catalog/filter.js';
import { toPrefixQuery } from '../catalog/search.js';
import { checkFirst, connectionOf, decodeCursor, type Connection, type ConnectionInput } from '../cursor-paging.js';
import type { ProductQuery } from '../catalog/catalog.js';
import { forbidden } from '../errors.js';
import { myOrdersWhere, type OrderQuery } from '../buying/orders.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';

type Product<Q extends ProductQuery> = Prisma.ProductGetPayload<Q>;
type Order<Q extends OrderQuery> = Prisma.OrderGetPayload<Q>;
type UserQuery = { include?: Prisma.UserInclude; select?: Prisma.UserSelect };
type User<Q extends UserQuery> = Prisma.UserGetPayload<Q>;

/** The columns a keyset cursor is made of, added to a caller's `select` when it has one. */
function withKeys<Q extends { select?: object }>(query: Q, keys: Record<string, true>): Q {
  return query.select ? { ...query, select: { ...query.select, ...keys } } : query;
}

/** Rows after a cursor in each product ordering; every ordering ends on id ascending. */
function productsAfter(sort: ProductSort, value: string | number, id: string): Prisma.ProductWhereInput {
  if (sort === 'NEWEST') {
    const at = new Date(String(value));
    return { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { gt: id } }] };
  }
  if (sort === 'RATING') {
    const [mean, count] = String(value).split('|').map(Number);
    return {
      OR: [
        { ratingAverage: { lt: mean } },
        { ratingAverage: mean, ratingCount: { lt: count } },
        { ratingAverage: mean, ratingCount: count, id: { gt: id } },
      ],
    };
  }
  const price = Number(value);
  const beyond = sort === 'PRICE_LOW' ? { gt: price } : { lt: price };
  return { OR: [{ discountedPrice: beyond }, { discountedPrice: price, id: { gt: id } }] };
}

type ProductKeys = { id: string; createdAt: Date; discountedPrice: number; ratingAverage: number; ratingCount: number };

/** The sort key of a product in an ordering (the cursor keeps it). */
function productKey(sort: ProductSort, p: ProductKeys): string | number {
  if (sort === 'NEWEST') return p.createdAt.toISOString();
  if (sort === 'RATING') return `${p.ratingAverage}|${p.ratingCount}`;
  return p.discountedPrice;
}

/**
 * Relay-style cursor connections (first/after, pageInfo) beside the page-number lists. Cursors
 * are keysets (the sort key and the id of the last row), not offsets: a row inserted while a
 * client pages never shifts the rows after its cursor, so nothing is skipped or repeated.
 */
export class ConnectionService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Products matching a filter in a sort order (NEWEST by default), `first` after a cursor. */
  async products<Q extends ProductQuery>(
    _rc: RequestContext,
    input: ConnectionInput & { filter?: ProductFilter | null; sort?: ProductSort | null },
    query: Q = {} as Q,
  ): Promise<Connection<Product<Q>>> {
    const first = checkFirst(input.first);
    const sort = input.sort ?? 'NEWEST';
    const key = decodeCursor(input.after, sort);
    const where = await productWhere(this.prisma, input.filter ?? {});
    const rows = (await this.prisma.product.findMany({
      ...withKeys(query, { id: true, createdAt: true, discountedPrice: true, ratingAverage: true, ratingCount: true }),
      where: key ? { AND: [where, productsAfter(sort, key[1], key[2])] } : where,
      orderBy: productOrder[sort],
      take: first + 1,
    })) as unknown as (Product<Q> & ProductKeys)[];
    const total = await this.prisma.product.count({ where });
    return connectionOf(rows, first, (p) => [sort, productKey(sort, p), p.id], input.after, total);
  }

  /** Search matches, best first (rank, then newest, then id), `first` after a cursor. */
  async search<Q extends ProductQuery>(
    _rc: RequestContext,
    text: string,
    input: ConnectionInput,
    query: Q = {} as Q,
  ): Promise<Connection<Product<Q>>> {
    const first = checkFirst(input.first);
    const tsquery = toPrefixQuery(text);
    // A cursor belongs to its query: another search's cursor is refused, not misread.
    const ordering = `search:${createHash('sha256').update(tsquery).digest('base64url').slice(0, 10)}`;
    const key = decodeCursor(input.after, ordering);
    let after = Prisma.empty;
    if (key) {
      const [rank, at] = String(key[1]).split('|');
      const r = Prisma.sql`${Number(rank)}::real`;
      const c = Prisma.sql`(${at}::timestamptz AT TIME ZONE 'UTC')`;
      after = Prisma.sql`AND (ts_rank(p."searchVector", q) < ${r}
        OR (ts_rank(p."searchVector", q) = ${r} AND p."createdAt" < ${c})
        OR (ts_rank(p."searchVector", q) = ${r} AND p."createdAt" = ${c} AND p.id > ${key[2]}))`;
    }
    const [ranked, counted] = await Promise.all([
      this.prisma.$queryRaw<{ id: string; rank: number; createdAt: Date }[]>`
        SELECT p.id, ts_rank(p."searchVector", q) AS rank, p."createdAt"
        FROM "Product" p, to_tsquery('english', ${tsquery}) q
        WHERE p."searchVector" @@ q ${after}
        ORDER BY ts_rank(p."searchVector", q) DESC, p."createdAt" DESC, p.id
        LIMIT ${first + 1}`,
      this.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM "Product" p WHERE p."searchVector" @@ to_tsquery('english', ${tsquery})`,
    ]);
    const ids = ranked.map((r) => r.id);
    const loaded = ids.length ? await this.prisma.product.findMany({ ...query, where: { id: { in: ids } } }) : [];
    const byId = new Map(loaded.map((p) => [p.id, p as Product<Q>]));
    const rows = ranked.flatMap((r) => (byId.has(r.id) ? [{ r, p: byId.get(r.id)! }] : []));
    const connection = connectionOf(
      rows,
      first,
      ({ r }) => [ordering, `${r.rank}|${new Date(r.createdAt).toISOString()}`, r.id],
      input.after,
      counted[0]?.total ?? 0,
    );
    return { ...connection, edges: connection.edges.map((e) => ({ cursor: e.cursor, node: e.node.p })) };
  }

  /** The signed-in buyer's orders (as `orders` lists them), newest first, `first` after a cursor. */
  async myOrders<Q extends OrderQuery>(
    rc: RequestContext,
    input: ConnectionInput & { status?: readonly unknown[] | null },
    query: Q = {} as Q,
  ): Promise<Connection<Order<Q>>> {
    const where = myOrdersWhere(rc, input);
    const first = checkFirst(input.first);
    const key = decodeCursor(input.after, 'orders');
    const after: Prisma.OrderWhereInput | undefined = key
      ? {
          OR: [
            { createdAt: { lt: new Date(String(key[1])) } },
            { createdAt: new Date(String(key[1])), id: { lt: key[2] } },
          ],
        }
      : undefined;
    const rows = (await this.prisma.order.findMany({
      ...withKeys(query, { id: true, createdAt: true }),
      where: after ? { AND: [where, after] } : where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: first + 1,
    })) as unknown as (Order<Q> & { id: string; createdAt: Date })[];
    const total = await this.prisma.order.count({ where });
    return connectionOf(rows, first, (o) => ['orders', o.createdAt.toISOString(), o.id], input.after, total);
  }

  /** Every account (ADMIN only), newest first as `users` lists them, `first` after a cursor. */
  async users<Q extends UserQuery>(
    rc: RequestContext,
    input: ConnectionInput,
    query: Q = {} as Q,
  ): Promise<Connection<User<Q>>> {
    if (signedIn(rc).role !== 'ADMIN') throw forbidden();
    const first = checkFirst(input.first);
    const key = decodeCursor(input.after, 'users');
    const at = key ? new Date(String(key[1])) : null;
    const rows = (await this.prisma.user.findMany({
      ...withKeys(query, { id: true, createdAt: true }),
      where: at && key ? { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { gt: key[2] } }] } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: first + 1,
    })) as unknown as (User<Q> & { id: string; createdAt: Date })[];
    const total = await this.prisma.user.count();
    return connectionOf(rows, first, (u) => ['users', u.createdAt.toISOString(), u.id], input.after, total);
  }
}
