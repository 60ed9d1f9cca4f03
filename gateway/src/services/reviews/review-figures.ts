import type { Prisma } from '../../db/generated/client/client.js';

type Tx = Prisma.TransactionClient;

/**
 * Locks the product's row for the rest of the transaction. Every change to a product's reviews
 * takes this lock first, so two changes to one product run one after the other and the second
 * recount sees the first one's row (a recount running beside it could miss it). False when the
 * product is unknown, or deleted and `onSale` is asked for.
 */
export async function lockProductForReviews(
  tx: Tx,
  productId: string,
  { onSale }: { onSale: boolean },
): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string; deletedAt: Date | null }[]>`
    SELECT id, "deletedAt" FROM "Product" WHERE id = ${productId} FOR UPDATE`;
  return rows.length > 0 && (!onSale || rows[0]!.deletedAt === null);
}

/**
 * Rewrites the product's review figures (count, mean, reviews with words, stars 1 to 5) from its
 * visible Review rows, in one statement inside the caller's transaction. Listings read these
 * columns, so they show and sort by rating without touching the Review table.
 */
export async function refreshProductFigures(tx: Tx, productId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Product" p SET
      "ratingCount" = s.n,
      "ratingAverage" = s.mean,
      "reviewCount" = s.words,
      "ratingBreakdown" = ARRAY[s.c1, s.c2, s.c3, s.c4, s.c5]
    FROM (
      SELECT count(*)::int AS n, coalesce(avg(r.rating), 0)::float8 AS mean,
        count(*) FILTER (WHERE r.text IS NOT NULL)::int AS words,
        count(*) FILTER (WHERE r.rating = 1)::int AS c1, count(*) FILTER (WHERE r.rating = 2)::int AS c2,
        count(*) FILTER (WHERE r.rating = 3)::int AS c3, count(*) FILTER (WHERE r.rating = 4)::int AS c4,
        count(*) FILTER (WHERE r.rating = 5)::int AS c5
      FROM "Review" r WHERE r."productId" = ${productId} AND r."hiddenAt" IS NULL
    ) s
    WHERE p.id = ${productId}`;
}

/** A product's figures as the API shows them: the breakdown from five stars down to one. */
export interface RatingFigures {
  average: number;
  count: number;
  reviewCount: number;
  breakdown: { stars: number; count: number }[];
}

export function ratingFiguresOf(p: {
  ratingAverage: number;
  ratingCount: number;
  reviewCount: number;
  ratingBreakdown: number[] | null;
}): RatingFigures {
  const counts = p.ratingBreakdown ?? [];
  return {
    // Two decimals are more than any display needs, and keep 4.333333 out of answers.
    average: Math.round(p.ratingAverage * 100) / 100,
    count: p.ratingCount,
    reviewCount: p.reviewCount,
    breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts[stars - 1] ?? 0 })),
  };
}
