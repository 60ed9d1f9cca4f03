import type { PrismaClient } from '../../db/generated/client/client.js';
import type { RequestContext } from '../accounts/viewer.js';
import type { CatalogService } from '../catalog/catalog.js';
import { invalidFields, invalidInput, notFound } from '../errors.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';

/** How a home row or a collection picks its products. */
export const PRODUCT_RULES = [
  'HAND_PICKED',
  'CATEGORY',
  'NEWEST',
  'BEST_SELLING',
  'TOP_RATED',
  'ON_SALE',
  'COLLECTION',
] as const;
type ProductRule = (typeof PRODUCT_RULES)[number];

export interface ProductSource {
  rule: ProductRule;
  /** A category path id ("men/clothing/mens_kurta"); required for CATEGORY, narrows the other rules. */
  category?: string | null;
  /** HAND_PICKED: the products, in order. */
  productIds?: string[] | null;
  /** COLLECTION: the collection's slug. */
  collectionSlug?: string | null;
}

/** At most this many products are hand-picked for one row or collection. */
const MAX_PICKED = 48;
/** Rows show at most this many products. */
export const MAX_ROW_PRODUCTS = 24;
/** BEST_SELLING ranks the products sold in this many days. */
const BEST_SELLING_DAYS = 90;
/** BEST_SELLING and hand-picked lists page over at most this many products. */
const MAX_RANKED = 200;

const CATEGORY_SHAPE = /^[a-z0-9_]+(\/[a-z0-9_]+){0,2}$/;
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The source to store, or what is wrong with each field (keys prefixed with `prefix`). */
export function checkSource(
  input: unknown,
  prefix: string,
  fields: Record<string, string>,
  allowCollection = true,
): ProductSource | null {
  if (!input || typeof input !== 'object') {
    fields[prefix] = 'Choose where the products come from';
    return null;
  }
  const raw = input as Record<string, unknown>;
  const rule = raw.rule as ProductRule;
  if (!PRODUCT_RULES.includes(rule) || (!allowCollection && rule === 'COLLECTION')) {
    fields[`${prefix}.rule`] =
      `The rule must be one of ${PRODUCT_RULES.filter((r) => allowCollection || r !== 'COLLECTION').join(', ')}`;
    return null;
  }
  const source: ProductSource = { rule };
  const category = typeof raw.category === 'string' ? raw.category.trim().toLowerCase() : '';
  if (category) {
    if (!CATEGORY_SHAPE.test(category))
      fields[`${prefix}.category`] = 'The category must be a path such as men/clothing';
    else source.category = category;
  } else if (rule === 'CATEGORY') {
    fields[`${prefix}.category`] = 'Choose the category';
  }
  if (rule === 'HAND_PICKED') {
    const ids = Array.isArray(raw.productIds) ? raw.productIds.map((id) => String(id).trim()).filter(Boolean) : [];
    if (!ids.length) fields[`${prefix}.productIds`] = 'Pick at least one product';
    else if (ids.length > MAX_PICKED) fields[`${prefix}.productIds`] = `Pick at most ${MAX_PICKED} products`;
    else source.productIds = [...new Set(ids)];
  }
  if (rule === 'COLLECTION') {
    const slug = typeof raw.collectionSlug === 'string' ? raw.collectionSlug.trim() : '';
    if (!SLUG_SHAPE.test(slug)) fields[`${prefix}.collectionSlug`] = 'Choose the collection';
    else source.collectionSlug = slug;
  }
  return source;
}

type Collections = { findSource(slug: string): Promise<ProductSource | null> };

/** The products of a source, one page at a time; deleted products never show. */
export class ProductSourceService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly catalog: CatalogService,
    private readonly collections: Collections,
  ) {}

  /** Checks a source sent by a client (a storefront row, the admin's preview). */
  check(input: unknown): ProductSource {
    const fields: Record<string, string> = {};
    const source = checkSource(input, 'source', fields);
    if (!source || Object.keys(fields).length) throw invalidFields(fields);
    return source;
  }

  async page(rc: RequestContext, source: ProductSource, input: PageInput, depth = 0): Promise<Page<object>> {
    const paging = checkPaging(input);
    const filter = source.category ? { category: source.category } : {};
    switch (source.rule) {
      case 'COLLECTION': {
        if (depth > 0) throw invalidInput('A collection cannot take its products from another collection', 'source');
        const inner = await this.collections.findSource(source.collectionSlug ?? '');
        if (!inner) throw notFound(`No collection ${source.collectionSlug ?? ''}`);
        return this.page(rc, inner, input, depth + 1);
      }
      case 'HAND_PICKED':
        return this.ranked(source.productIds ?? [], source.category, paging);
      case 'BEST_SELLING':
        return this.ranked(await this.bestSelling(), source.category, paging);
      case 'TOP_RATED':
        return this.catalog.listProducts(rc, { filter, sort: 'RATING', ...input });
      case 'ON_SALE':
        return this.catalog.listProducts(rc, { filter: { ...filter, minDiscount: 1 }, sort: 'NEWEST', ...input });
      case 'CATEGORY':
      case 'NEWEST':
        return this.catalog.listProducts(rc, { filter, sort: 'NEWEST', ...input });
    }
  }

  /** A row's products: the first `limit` of its source. */
  async row(rc: RequestContext, source: ProductSource, limit: number | null | undefined): Promise<object[]> {
    const take = limit ?? 10;
    if (!Number.isInteger(take) || take < 1 || take > MAX_ROW_PRODUCTS) {
      throw invalidInput(`limit must be a whole number from 1 to ${MAX_ROW_PRODUCTS}`, 'limit');
    }
    return (await this.page(rc, source, { pageNumber: 1, pageSize: take })).content;
  }

  /** Products on sale among `ids`, in that order, narrowed to a category, one page of them. */
  private async ranked(ids: string[], category: string | null | undefined, paging: ReturnType<typeof checkPaging>) {
    const rows = ids.length
      ? await this.prisma.product.findMany({
          where: {
            id: { in: ids.slice(0, MAX_RANKED) },
            deletedAt: null,
            ...(category ? { OR: [{ categoryId: category }, { categoryId: { startsWith: `${category}/` } }] } : {}),
          },
          include: { sizes: { orderBy: { position: 'asc' } } },
        })
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    return pageOf(ordered.slice(paging.skip, paging.skip + paging.take), ordered.length, paging);
  }

  /** Product ids by units sold in paid, unreturned orders of the last days, most first. */
  private async bestSelling(): Promise<string[]> {
    const since = new Date(Date.now() - BEST_SELLING_DAYS * 86_400_000);
    const rows = await this.prisma.orderItem.groupBy({
      by: ['productId'],
      where: {
        productId: { not: null },
        order: { status: { in: ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] }, createdAt: { gte: since } },
      },
      _sum: { quantity: true },
      orderBy: [{ _sum: { quantity: 'desc' } }, { productId: 'asc' }],
      take: MAX_RANKED,
    });
    return rows.flatMap((r) => (r.productId ? [r.productId] : []));
  }
}
