import type { Prisma, PrismaClient } from '../db/generated/client/client.js';
import { invalidInput, notFound } from './errors.js';
import type { RequestContext } from './viewer.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface ProductListInput {
  pageNumber?: number | null;
  pageSize?: number | null;
}

export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  pageNumber: number;
  pageSize: number;
}

/** Extra Prisma selection a caller wants on each product (GraphQL plans it from the query). */
export type ProductQuery = { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect };

function checkPaging(input: ProductListInput): { pageNumber: number; pageSize: number } {
  const pageNumber = input.pageNumber ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) {
    throw invalidInput('pageNumber must be a whole number of 1 or more', 'pageNumber');
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw invalidInput(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 'pageSize');
  }
  return { pageNumber, pageSize };
}

/** The product catalog: listing, lookup. Every catalog rule lives here once. */
export class CatalogService {
  constructor(private readonly prisma: PrismaClient) {}

  /** One page of products, newest first; filtering and paging happen in the database. */
  async listProducts<Q extends ProductQuery>(
    _rc: RequestContext,
    input: ProductListInput,
    query: Q = {} as Q,
  ): Promise<Page<Prisma.ProductGetPayload<Q>>> {
    const { pageNumber, pageSize } = checkPaging(input);
    const where: Prisma.ProductWhereInput = {};
    const [totalElements, content] = await Promise.all([
      this.prisma.product.count({ where }),
      this.prisma.product.findMany({
        ...query,
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (pageNumber - 1) * pageSize,
        take: pageSize,
      }),
    ]);
    return {
      content: content as Prisma.ProductGetPayload<Q>[],
      totalElements,
      totalPages: Math.ceil(totalElements / pageSize),
      pageNumber,
      pageSize,
    };
  }

  /** One product, or a NOT_FOUND error. */
  async getProduct<Q extends ProductQuery>(_rc: RequestContext, id: string, query: Q = {} as Q) {
    const product = await this.prisma.product.findUnique({ ...query, where: { id } });
    if (!product) throw notFound(`No product with id ${id}`);
    return product as Prisma.ProductGetPayload<Q>;
  }
}
