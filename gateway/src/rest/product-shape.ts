import type { Prisma, Product } from '../db/generated/client/client.js';
import type { ProductColumn } from '../services/catalog/product-model.js';
import { attributeEntries, type AttributeColumn } from '../services/catalog/product-attributes.js';
import { rupees } from '../services/money.js';
import { ratingFiguresOf } from '../services/reviews/review-figures.js';
import { toRestRating, toRestReview, type RestReviewSource } from './review-shape.js';

/** How many of a product's newest ratings (and, of them, reviews) the REST shape carries. */
export const RECENT_RATINGS = 10;

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

/**
 * How REST shows each column of the read model (product-model.ts): under a name, copied as it is,
 * or `false` when the shape below writes it by hand (rupees, ISO dates, figures, the category) or
 * leaves it out. A `Record` over the model's columns: a new column fails typecheck until it is here,
 * unless it is an attribute (product-attributes.ts), which REST shows under its own name.
 */
const REST_NAMES = {
  id: '_id',
  title: 'title',
  brand: 'brand',
  description: 'description',
  details: 'details',
  highlights: 'highlights',
  price: false,
  discountedPrice: false,
  discountPercent: 'discountPresent',
  quantity: 'quantity',
  colour: 'color',
  imageUrls: 'imageUrl',
  imageAlts: 'imageAlt',
  tags: 'tag',
  categoryId: false,
  createdAt: false,
  updatedAt: false,
  deletedAt: false,
  ratingCount: 'numRatings',
  reviewCount: 'numReviews',
  ratingAverage: false,
  ratingBreakdown: false,
} as const satisfies Record<Exclude<ProductColumn, AttributeColumn>, string | false>;

type Names = typeof REST_NAMES;
type Copied = { [K in keyof Names as Names[K] extends string ? Names[K] : never]: Product[K] } & {
  [K in AttributeColumn]: Product[K];
};

/** Each column REST copies with its REST name, the attributes under their own: listed once. */
export const COPIED: (readonly [ProductColumn, string])[] = [
  ...Object.entries(REST_NAMES).flatMap(([column, name]) => (name ? [[column as ProductColumn, name] as const] : [])),
  ...attributeEntries().map(([column]) => [column, column] as const),
];

/** The columns REST shows as they are, under their REST names. */
function copiedColumns(p: Product): Copied {
  const out: Record<string, unknown> = {};
  for (const [column, name] of COPIED) out[name] = p[column];
  return out as Copied;
}

/** A product in the spec's REST shape: `_id`, `imageUrl`, `discountPresent`, sizes with `_id`… */
export function toRestProduct(p: RestProductSource) {
  const level3 = p.category;
  const level2 = level3.parent;
  const level1 = level2?.parent;
  const figures = ratingFiguresOf(p);
  // Added to the copied columns' object rather than spread into a new one: a listing builds 20.
  return Object.assign(copiedColumns(p), {
    price: rupees(p.price),
    discountedPrice: rupees(p.discountedPrice),
    sizes: p.sizes.map(toRestSize),
    // The spec's lists: the newest ratings on show, and those of them with words; the whole lists are
    // GET /api/ratings/product/{id} and GET /api/reviews/product/{id}.
    ratings: (p.reviews ?? []).map((r) => toRestRating(r, p.id)),
    reviews: (p.reviews ?? []).filter((r) => r.text !== null).map((r) => toRestReview(r, p.id)),
    averageRating: figures.average,
    ratingBreakdown: Object.fromEntries(figures.breakdown.map((b) => [b.stars, b.count])),
    category: restCategory(level3),
    // REST clients read "Men, Clothing, mens_kurta": display labels above, the URL name at level 3.
    topLevelCategory: level1?.label ?? null,
    secondLevelCategory: level2?.label ?? null,
    thirdLevelCategory: level3.name,
    createdAt: p.createdAt.toISOString(),
  });
}
