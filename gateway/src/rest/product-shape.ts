import type { Prisma } from '../db/generated/client/client.js';
import { rupees } from '../services/money.js';
import { ratingFiguresOf } from '../services/reviews/review-figures.js';
import { toRestRating, toRestReview, type RestReviewSource } from './review-shape.js';

/** How many of a product's newest ratings (and, of them, reviews) the REST shape carries. */
const RECENT_RATINGS = 10;

/**
 * What the REST product shape needs loaded: sizes, the category chain up to level 1, and the
 * newest ratings on show with their authors' names.
 */
export const productInclude = {
  sizes: { orderBy: { position: 'asc' } },
  category: { include: { parent: { include: { parent: true } } } },
  reviews: {
    where: { hiddenAt: null },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: RECENT_RATINGS,
    include: { user: { select: { firstName: true, lastName: true } } },
  },
} satisfies Prisma.ProductInclude;

/** The catalog's rows carry the same when asked (`extras`), in the one statement of a listing. */
export const productExtras = { recentRatings: RECENT_RATINGS };

type RestProductSource = Omit<Prisma.ProductGetPayload<{ include: typeof productInclude }>, 'reviews'> & {
  reviews?: RestReviewSource[];
};

interface RestCategory {
  _id: string;
  name: string;
  level: number;
  parentCategory: RestCategory | null;
}

function restCategory(c: { id: string; name: string; level: number; parent?: unknown }): RestCategory {
  const parent = c.parent as Parameters<typeof restCategory>[0] | null | undefined;
  return { _id: c.id, name: c.name, level: c.level, parentCategory: parent ? restCategory(parent) : null };
}

/** One size of a product with its stock, as REST clients read it. */
export const toRestSize = (s: { id: string; name: string; quantity: number }) => ({
  name: s.name,
  quantity: s.quantity,
  _id: s.id,
});

/** A product in the spec's REST shape: `_id`, `imageUrl`, `discountPresent`, sizes with `_id`… */
export function toRestProduct(p: RestProductSource) {
  const level3 = p.category;
  const level2 = level3.parent;
  const level1 = level2?.parent;
  return {
    _id: p.id,
    title: p.title,
    brand: p.brand,
    description: p.description,
    details: p.details,
    highlights: p.highlights,
    price: rupees(p.price),
    discountedPrice: rupees(p.discountedPrice),
    discountPresent: p.discountPercent,
    quantity: p.quantity,
    color: p.colour,
    sizes: p.sizes.map(toRestSize),
    imageUrl: p.imageUrls,
    // The spec's lists: the newest ratings on show, and those of them with words; the whole lists are
    // GET /api/ratings/product/{id} and GET /api/reviews/product/{id}.
    ratings: (p.reviews ?? []).map((r) => toRestRating(r, p.id)),
    reviews: (p.reviews ?? []).filter((r) => r.text !== null).map((r) => toRestReview(r, p.id)),
    numRatings: p.ratingCount,
    numReviews: p.reviewCount,
    averageRating: ratingFiguresOf(p).average,
    ratingBreakdown: Object.fromEntries(ratingFiguresOf(p).breakdown.map((b) => [b.stars, b.count])),
    category: restCategory(level3),
    // REST clients read "Men, Clothing, mens_kurta": display labels above, the URL name at level 3.
    topLevelCategory: level1?.label ?? null,
    secondLevelCategory: level2?.label ?? null,
    thirdLevelCategory: level3.name,
    tag: p.tags,
    createdAt: p.createdAt.toISOString(),
  };
}
