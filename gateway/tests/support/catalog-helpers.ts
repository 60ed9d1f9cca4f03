import type { TestShop } from './harness.js';

/** GETs a REST path and returns status and parsed body. */
export async function getJson(shop: TestShop, path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${shop.url}${path}`);
  return { status: res.status, body: await res.json() };
}

const LIST_FIELDS =
  'totalPages totalElements pageNumber pageSize content { id colour discountedPrice discountPercent quantity createdAt category { id } }';

/** Runs a products(...) query and fails loudly on GraphQL errors. */
export async function listGql(shop: TestShop, variables: Record<string, unknown>) {
  const { body } = await shop.graphql(
    `query ($filter: ProductFilter, $sort: ProductSort, $pageNumber: Int, $pageSize: Int) {
      products(filter: $filter, sort: $sort, pageNumber: $pageNumber, pageSize: $pageSize) { ${LIST_FIELDS} } }`,
    variables,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.products;
}

/** Every product of a REST listing, walking all pages of 100. */
export async function allRest(shop: TestShop, params: Record<string, string>): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ ...params, pageSize: '100', pageNumber: String(page) });
    const { status, body } = await getJson(shop, `/api/products?${query}`);
    if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
    out.push(...body.content);
    if (page >= body.totalPages) return out;
  }
}

/** Ids of the products under a category path (the node itself or any descendant). */
export async function idsUnder(shop: TestShop, path: string): Promise<string[]> {
  const rows = await shop.db.prisma.product.findMany({
    where: { OR: [{ categoryId: path }, { categoryId: { startsWith: `${path}/` } }] },
    select: { id: true },
  });
  return rows.map((r) => r.id).sort();
}

export const sortedIds = (products: { _id?: string; id?: string }[]) => products.map((p) => p._id ?? p.id!).sort();
