import { Prisma, type Product } from '../../db/generated/client/client.js';

// The product read model, declared once. The Prisma model (prisma/schema.prisma) is the one list of
// a product's columns: the SQL reads select every one of them, and each outward shape (GraphQL, the
// REST JSON) is checked against it, so a new column cannot be forgotten by one reader and not another.

/** A column of the Product table: what a product read returns beside its sizes and category. */
export type ProductColumn = keyof Product;

/** Every column a product read returns, from the generated Prisma model (no hand-written list). */
export const PRODUCT_COLUMNS: readonly ProductColumn[] = Object.values(Prisma.ProductScalarFieldEnum);

type TimestampColumn = { [K in ProductColumn]: Date extends Product[K] ? K : never }[ProductColumn];

/**
 * The columns holding timestamps, which JSON carries as text without a zone. A `Record` over the
 * model's DateTime columns, so a new one fails typecheck until it is named here.
 */
export const PRODUCT_TIMESTAMPS = {
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
} as const satisfies Record<TimestampColumn, true>;

/** Columns of a table as `'name', alias."name"` pairs of a json_build_object, so reads return every one. */
export const columnsJson = (columns: Record<string, string>, alias: string) =>
  Object.values(columns)
    .map((c) => `'${c}', ${alias}."${c}"`)
    .join(', ');

/** The product's columns, its sizes' and its categories', from the generated Prisma model. */
export const SQL_COLUMNS = {
  product: Prisma.ProductScalarFieldEnum,
  size: Prisma.ProductSizeScalarFieldEnum,
  category: Prisma.CategoryScalarFieldEnum,
};

/**
 * Columns the GraphQL `Product` type does not expose under their own name, and where they show
 * instead. Every other column must be a `Product` field (schema/types/product.test.ts checks it).
 */
export const PRODUCT_COLUMNS_NOT_IN_GRAPHQL: Partial<Record<ProductColumn, string>> = {
  categoryId: 'category',
  ratingCount: 'rating',
  ratingAverage: 'rating',
  reviewCount: 'rating',
  ratingBreakdown: 'rating',
  updatedAt: 'internal bookkeeping',
  deletedAt: 'internal: deleted products are never read',
  styleKey: 'colourSiblings',
};
