import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../accounts/access.js';
import { notFound } from '../errors.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';
import { lockProductForReviews, refreshProductFigures } from './review-figures.js';
import { checkHideReason, checkId } from './review-rules.js';
import type { ReviewQuery } from './reviews.js';
import type { RequestContext } from '../accounts/viewer.js';
import { writeAudit } from '../audit/audit-log.js';

type Loaded<Q extends ReviewQuery> = Prisma.ReviewGetPayload<Q>;

/** The back office's views of reviews. */
export type AdminReviewView = 'NEWEST' | 'LOWEST_RATING' | 'HIDDEN';

const VIEWS: Record<
  AdminReviewView,
  { where: Prisma.ReviewWhereInput; orderBy: Prisma.ReviewOrderByWithRelationInput[] }
> = {
  // Reviews with words, hidden ones too (marked), so the admin sees what shoppers wrote.
  NEWEST: { where: { text: { not: null } }, orderBy: [{ reviewedAt: 'desc' }, { id: 'desc' }] },
  LOWEST_RATING: {
    where: { text: { not: null } },
    orderBy: [{ rating: 'asc' }, { reviewedAt: 'desc' }, { id: 'desc' }],
  },
  // Every hidden row, with or without words, so none is out of reach of "show".
  HIDDEN: { where: { hiddenAt: { not: null } }, orderBy: [{ hiddenAt: 'desc' }, { id: 'desc' }] },
};

/**
 * Moderation: the list of reviews and hiding one (with a reason; it leaves the product's page
 * and figures at once) or showing it again. ADMIN only.
 */
export class AdminReviewService {
  constructor(private readonly prisma: PrismaClient) {}

  /** One page of a view, newest first unless the view sorts otherwise. */
  async list<Q extends ReviewQuery>(
    rc: RequestContext,
    input: PageInput & { view?: AdminReviewView | null },
    query: Q = {} as Q,
  ): Promise<Page<Loaded<Q>>> {
    requireAdmin(rc);
    const paging = checkPaging(input);
    const view = VIEWS[input.view ?? 'NEWEST'];
    const [total, rows] = await Promise.all([
      this.prisma.review.count({ where: view.where }),
      this.prisma.review.findMany({ ...query, ...view, skip: paging.skip, take: paging.take }),
    ]);
    return pageOf(rows as Loaded<Q>[], total, paging);
  }

  /** Hides a review with a reason (hiding it again changes the reason); its stars leave the figures. */
  async hide<Q extends ReviewQuery>(rc: RequestContext, id: unknown, reason: unknown, query: Q = {} as Q) {
    const admin = requireAdmin(rc);
    const why = checkHideReason(reason);
    return this.change(rc, 'review.hide', checkId(id, 'id'), query, (row) => ({
      hiddenAt: row.hiddenAt ?? new Date(),
      hiddenReason: why,
      hiddenById: admin.id,
    }));
  }

  /** Shows a hidden review again; its stars count again. */
  async show<Q extends ReviewQuery>(rc: RequestContext, id: unknown, query: Q = {} as Q) {
    requireAdmin(rc);
    return this.change(rc, 'review.show', checkId(id, 'id'), query, () => ({
      hiddenAt: null,
      hiddenReason: null,
      hiddenById: null,
    }));
  }

  /** How many ratings, and of them reviews (with words), each account gave; hidden ones too. */
  async countsByUser(
    rc: RequestContext,
    userIds: string[],
  ): Promise<Map<string, { ratings: number; reviews: number }>> {
    requireAdmin(rc);
    const groups = userIds.length
      ? await this.prisma.review.groupBy({
          by: ['userId'],
          where: { userId: { in: userIds } },
          _count: { _all: true, text: true },
        })
      : [];
    return new Map(groups.map((g) => [g.userId, { ratings: g._count._all, reviews: g._count.text }]));
  }

  /** Hides or shows one review, its product's figures and its audit row in one transaction. */
  private async change<Q extends ReviewQuery>(
    rc: RequestContext,
    kind: 'review.hide' | 'review.show',
    id: string,
    query: Q,
    data: (row: { hiddenAt: Date | null }) => Prisma.ReviewUncheckedUpdateInput,
  ): Promise<Loaded<Q>> {
    const found = await this.prisma.review.findUnique({ where: { id }, select: { productId: true } });
    if (!found) throw notFound(`No review with id ${id}`);
    await this.prisma.$transaction(async (tx) => {
      await lockProductForReviews(tx, found.productId, { onSale: false });
      const row = await tx.review.findUnique({ where: { id }, select: { hiddenAt: true, hiddenReason: true } });
      if (!row) throw notFound(`No review with id ${id}`);
      const changes = data(row);
      await tx.review.update({ where: { id }, data: changes });
      await refreshProductFigures(tx, found.productId);
      await writeAudit(
        tx,
        {
          kind,
          objectType: 'Review',
          objectId: id,
          summary: kind === 'review.hide' ? `Review hidden: ${String(changes.hiddenReason)}` : 'Review shown again',
          before: { hidden: row.hiddenAt !== null, reason: row.hiddenReason },
          after: { hidden: changes.hiddenAt !== null, reason: changes.hiddenReason ?? null },
        },
        rc,
      );
    });
    return (await this.prisma.review.findUniqueOrThrow({ ...query, where: { id } })) as Loaded<Q>;
  }
}
