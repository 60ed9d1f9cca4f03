import type { Prisma } from '../db/generated/client/client.js';
import { rupees } from '../services/money.js';

/** What the REST product shape needs loaded: sizes and the category chain up to level 1. */
export const productInclude = {
  sizes: { orderBy: { position: 'asc' } },
  category: { include: { parent: { include: { parent: true } } } },
} satisfies Prisma.ProductInclude;

type RestProductSource = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

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
    ratings: [],
    reviews: [],
    numRatings: 0,
    category: restCategory(level3),
    // REST clients read "Men, Clothing, mens_kurta": display labels above, the URL name at level 3.
    topLevelCategory: level1?.label ?? null,
    secondLevelCategory: level2?.label ?? null,
    thirdLevelCategory: level3.name,
    tag: p.tags,
    createdAt: p.createdAt.toISOString(),
  };
}
