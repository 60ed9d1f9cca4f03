import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { checkFirst, connectionOf, decodeCursor, type Connection, type ConnectionInput } from '../cursor-paging.js';
import { forbidden, invalidInput } from '../errors.js';
import type { ReviewQuery } from './reviews.js';
import { isVerifiedBuyer } from './verified-buyer.js';
import { signedIn, type RequestContext } from '../accounts/viewer.js';

type Loaded<Q extends ReviewQuery> = Prisma.ReviewGetPayload<Q>;
type Keyed = { id: string; createdAt: Date; reviewedAt: Date | null; helpfulCount: number };

export type ReviewSort = 'NEWEST' | 'HELPFUL';

export const DEFAULT_FEATURED_REVIEWS = 4;
export const MAX_FEATURED_REVIEWS = 12;

/** A review on show: not hidden, with words, of a product still on sale. */
const onShow = { hiddenAt: null, text: { not: null }, product: { deletedAt: null } } satisfies Prisma.ReviewWhereInput;

/** The columns cursors are made of, added to a caller's `select` when it has one. */
function withKeys<Q extends ReviewQuery>(query: Q): Q {
  const keys = { id: true, createdAt: true, reviewedAt: true, helpfulCount: true };
  return query.select ? { ...query, select: { ...query.select, ...keys } } : query;
}

const at = (value: string | number) => new Date(String(value));

/** Each review ordering: its sort, the rows after a cursor key, and the key of a row. */
const ORDERINGS = {
  NEWEST: {
    orderBy: [{ reviewedAt: 'desc' }, { id: 'desc' }],
    after: (k: string | number, id: string) => ({
      OR: [{ reviewedAt: { lt: at(k) } }, { reviewedAt: at(k), id: { lt: id } }],
    }),
    key: (r: Keyed) => r.reviewedAt!.toISOString(),
  },
  HELPFUL: {
    orderBy: [{ helpfulCount: 'desc' }, { reviewedAt: 'desc' }, { id: 'desc' }],
    after: (k: string | number, id: string) => {
      const [votes, when] = String(k).split('|');
      const n = Number(votes);
      return {
        OR: [
          { helpfulCount: { lt: n } },
          { helpfulCount: n, reviewedAt: { lt: at(when!) } },
          { helpfulCount: n, reviewedAt: at(when!), id: { lt: id } },
        ],
      };
    },
    key: (r: Keyed) => `${r.helpfulCount}|${r.reviewedAt!.toISOString()}`,
  },
  // A shopper's own ratings, with or without words, newest first.
  RATED: {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    after: (k: string | number, id: string) => ({
      OR: [{ createdAt: { lt: at(k) } }, { createdAt: at(k), id: { lt: id } }],
    }),
    key: (r: Keyed) => r.createdAt.toISOString(),
  },
} satisfies Record<
  string,
  {
    orderBy: Prisma.ReviewOrderByWithRelationInput[];
    after: (k: string | number, id: string) => Prisma.ReviewWhereInput;
    key: (r: Keyed) => string;
  }
>;

/** What shoppers read: a product's reviews, their own, the home page's picks. */
export class ReviewListService {
  constructor(private readonly prisma: PrismaClient) {}

  /** A product's reviews on show, newest or most helpful first, `first` after a cursor. */
  productReviews<Q extends ReviewQuery>(
    _rc: RequestContext,
    productId: string,
    input: ConnectionInput & { sort?: ReviewSort | null },
    query: Q = {} as Q,
  ): Promise<Connection<Loaded<Q>>> {
    const sort = input.sort ?? 'NEWEST';
    return this.page({ ...onShow, productId }, sort, `reviews:${sort}`, input, query);
  }

  /** A product's ratings on show (with or without words), newest first, `first` after a cursor. */
  productRatings<Q extends ReviewQuery>(
    _rc: RequestContext,
    productId: string,
    input: ConnectionInput,
    query: Q = {} as Q,
  ): Promise<Connection<Loaded<Q>>> {
    const where = { hiddenAt: null, productId, product: { deletedAt: null } } satisfies Prisma.ReviewWhereInput;
    return this.page(where, 'RATED', 'ratings', input, query);
  }

  /**
   * An account's ratings (`withWords` false: every one) or reviews (true: those with words),
   * hidden ones included: only the account itself or an admin may read them.
   */
  byUser<Q extends ReviewQuery>(
    rc: RequestContext,
    userId: string,
    withWords: boolean,
    input: ConnectionInput,
    query: Q = {} as Q,
  ): Promise<Connection<Loaded<Q>>> {
    const viewer = signedIn(rc);
    if (viewer.id !== userId && viewer.role !== 'ADMIN') throw forbidden('These ratings belong to another account');
    const where: Prisma.ReviewWhereInput = withWords ? { userId, text: { not: null } } : { userId };
    return withWords
      ? this.page(where, 'NEWEST', 'my-reviews', input, query)
      : this.page(where, 'RATED', 'my-ratings', input, query);
  }

  /** The newest reviews on show with 4 or 5 stars (the home page's "Happy Customer"). */
  async featured<Q extends ReviewQuery>(_rc: RequestContext, limit: number | null | undefined, query: Q = {} as Q) {
    const take = limit ?? DEFAULT_FEATURED_REVIEWS;
    if (!Number.isInteger(take) || take < 1 || take > MAX_FEATURED_REVIEWS) {
      throw invalidInput(`limit must be a whole number from 1 to ${MAX_FEATURED_REVIEWS}`, 'limit');
    }
    const rows = await this.prisma.review.findMany({
      ...query,
      where: { ...onShow, rating: { gte: 4 } },
      orderBy: ORDERINGS.NEWEST.orderBy,
      take,
    });
    return rows as Loaded<Q>[];
  }

  /** The viewer's own rating of a product (hidden or not), or null. */
  async viewerReview<Q extends ReviewQuery>(rc: RequestContext, productId: string, query: Q = {} as Q) {
    if (!rc.viewer) return null;
    const where = { userId_productId: { userId: rc.viewer.id, productId } };
    return (await this.prisma.review.findUnique({ ...query, where })) as Loaded<Q> | null;
  }

  /** True when the viewer may rate the product: they received it. */
  async viewerCanReview(rc: RequestContext, productId: string): Promise<boolean> {
    if (!rc.viewer) return false;
    return isVerifiedBuyer(this.prisma, rc.viewer.id, productId);
  }

  private async page<Q extends ReviewQuery>(
    where: Prisma.ReviewWhereInput,
    sort: keyof typeof ORDERINGS,
    ordering: string,
    input: ConnectionInput,
    query: Q,
  ): Promise<Connection<Loaded<Q>>> {
    const first = checkFirst(input.first);
    const key = decodeCursor(input.after, ordering);
    const order = ORDERINGS[sort];
    const [rows, total] = await Promise.all([
      this.prisma.review.findMany({
        ...withKeys(query),
        where: key ? { AND: [where, order.after(key[1], key[2])] } : where,
        orderBy: order.orderBy,
        take: first + 1,
      }),
      this.prisma.review.count({ where }),
    ]);
    const keyed = rows as unknown as (Loaded<Q> & Keyed)[];
    return connectionOf(keyed, first, (r) => [ordering, order.key(r), r.id], input.after, total);
  }
}
