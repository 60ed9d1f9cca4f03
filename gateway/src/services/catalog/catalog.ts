import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput, notFound } from '../errors.js';
import { productOrder, type ProductFilter, type ProductSort } from './filter.js';
import {
  prismaSql,
  selectListing,
  selectListingText,
  selectProduct,
  selectProductText,
  type CatalogProduct,
} from './sql.js';
import type { SqlQuery } from '../../db/client.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';
import { searchProductIds } from './search.js';
import type { RequestContext } from '../accounts/viewer.js';

export { type Page } from '../paging.js';
export type { CatalogProduct } from './sql.js';
export { COLOURS, type ProductSort, type StockFilter } from './filter.js';

export interface ProductListInput extends PageInput {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
}

export const DEFAULT_SIMILAR = 10;
export const MAX_SIMILAR = 20;

/** Extra Prisma selection a caller wants on each product (GraphQL plans it from the query). */
export type ProductQuery = { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect };
type Loaded<Q extends ProductQuery> = Prisma.ProductGetPayload<Q>;

/** The product catalog: listing, lookup, similar products, search. Every catalog rule lives here once. */
export class CatalogService {
  private readonly sql: SqlQuery;

  /** `sql` runs the hot reads' statements; by default through Prisma (see sql.ts). */
  constructor(
    private readonly prisma: PrismaClient,
    sql?: SqlQuery,
  ) {
    this.sql = sql ?? prismaSql(prisma);
  }

  /**
   * One page of products matching every filter, in the asked order (newest first by default),
   * each with its sizes and category chain. Filtering, sorting, paging and counting happen in the
   * database, in one statement.
   */
  async listProducts(_rc: RequestContext, input: ProductListInput): Promise<Page<CatalogProduct>> {
    const paging = checkPaging(input);
    const { rows, total } = await selectListing(this.sql, input.filter ?? {}, input.sort ?? 'NEWEST', paging);
    return pageOf(rows, total, paging);
  }

  /**
   * The same page with each product written as JSON by the database: `json` is an SQL expression
   * over `"Product" p` (REST's product shape, rest/product-json.ts), and the page's content comes
   * back as the text of a JSON array, to pass on without parsing it.
   */
  async listProductsText(
    _rc: RequestContext,
    input: ProductListInput,
    json: string,
  ): Promise<Omit<Page<never>, 'content'> & { contentText: string }> {
    const paging = checkPaging(input);
    const { content, total } = await selectListingText(
      this.sql,
      input.filter ?? {},
      input.sort ?? 'NEWEST',
      paging,
      json,
    );
    const { content: _none, ...figures } = pageOf([], total, paging);
    return { ...figures, contentText: content };
  }

  /** One product on sale written by `json` (as for listProductsText), or a NOT_FOUND error. */
  async getProductText(_rc: RequestContext, id: string, json: string): Promise<string> {
    const text = await selectProductText(this.sql, id, json);
    if (text === null) throw notFound(`No product with id ${id}`);
    return text;
  }

  /** One product on sale with its sizes and category chain, or null when the id is unknown or the product was deleted. */
  async findProduct(_rc: RequestContext, id: string): Promise<CatalogProduct | null> {
    return selectProduct(this.sql, id);
  }

  /** One product, or a NOT_FOUND error. */
  async getProduct(rc: RequestContext, id: string): Promise<CatalogProduct> {
    const product = await this.findProduct(rc, id);
    if (!product) throw notFound(`No product with id ${id}`);
    return product;
  }

  /**
   * Products of the same third-level category, newest first, never the product itself.
   * Takes the product's id and category so a caller that has them loaded saves a query.
   */
  async similar<Q extends ProductQuery>(
    _rc: RequestContext,
    product: { id: string; categoryId: string },
    limit: number | null | undefined,
    query: Q = {} as Q,
  ): Promise<Loaded<Q>[]> {
    const take = limit ?? DEFAULT_SIMILAR;
    if (!Number.isInteger(take) || take < 1 || take > MAX_SIMILAR) {
      throw invalidInput(`limit must be a whole number from 1 to ${MAX_SIMILAR}`, 'limit');
    }
    const rows = await this.prisma.product.findMany({
      ...query,
      where: { categoryId: product.categoryId, id: { not: product.id }, deletedAt: null },
      orderBy: productOrder.NEWEST,
      take,
    });
    return rows as Loaded<Q>[];
  }

  /**
   * Full-text search over title, brand and the category chain's names and labels, best match
   * first; each word also matches as a prefix ("kurt" finds kurtas).
   */
  async search<Q extends ProductQuery>(
    _rc: RequestContext,
    text: string,
    input: PageInput,
    query: Q = {} as Q,
  ): Promise<Page<Loaded<Q>>> {
    const paging = checkPaging(input);
    const { ids, total } = await searchProductIds(this.prisma, text, paging);
    const rows = ids.length ? await this.prisma.product.findMany({ ...query, where: { id: { in: ids } } }) : [];
    // The database ranked the page; this only restores that order for the ≤100 rows fetched.
    const byId = new Map(rows.map((r) => [r.id, r]));
    const content = ids.flatMap((id) => byId.get(id) ?? []);
    return pageOf(content as Loaded<Q>[], total, paging);
  }
}
