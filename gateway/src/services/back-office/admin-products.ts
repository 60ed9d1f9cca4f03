import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { requireAdmin } from '../accounts/access.js';
import { searchText } from '../search-text.js';
import { changedFields, writeAudit } from '../audit/audit-log.js';
import { invalidInput, notFound } from '../errors.js';
import type { ProductQuery } from '../catalog/catalog.js';
import { attributeValuesOf } from '../catalog/product-attributes.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';
import {
  checkNewProduct,
  checkProductChanges,
  discountPercentOf,
  type ProductInput,
  type SizeStock,
} from './product-rules.js';
import { sumSizes } from '../buying/stock.js';
import type { Tx } from '../../db/transactions.js';
import type { RequestContext } from '../accounts/viewer.js';

type Loaded<Q extends ProductQuery> = Prisma.ProductGetPayload<Q>;

/** Told, inside the edit's transaction, that `units` came back in a size (back-in-stock mails). */
export type RestockHook = (tx: Tx, productId: string, size: string, units: number) => Promise<unknown>;

/** "mens_kurta" → "Mens Kurta", "t-shirts" → "T-Shirts": a label for a category made on the fly. */
const labelOf = (name: string) =>
  name
    .split('_')
    .map((word) => word.replace(/(^|-)(\p{L})/gu, (_m, dash: string, letter: string) => dash + letter.toUpperCase()))
    .join(' ');

/**
 * The back office's products: list and search, create (every form field checked, missing category levels made), edit (prices,
 * stock per size, images, texts) and delete. Deleting is soft: the product leaves the shop but
 * stays for the orders that hold it.
 */
export class AdminProductService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly onRestock: RestockHook = async () => undefined,
  ) {}

  /** Products on sale, newest first; the search matches the title, the brand or the exact id. */
  async list<Q extends ProductQuery>(
    rc: RequestContext,
    input: PageInput & { search?: string | null },
    query: Q = {} as Q,
  ): Promise<Page<Loaded<Q>>> {
    requireAdmin(rc);
    const paging = checkPaging(input);
    const search = searchText(input.search);
    const where: Prisma.ProductWhereInput = {
      deletedAt: null,
      ...(search
        ? {
            OR: [
              { id: search },
              { title: { contains: search, mode: 'insensitive' } },
              { brand: { contains: search, mode: 'insensitive' } },
            ],
          }
        : {}),
    };
    const [totalElements, content] = await Promise.all([
      this.prisma.product.count({ where }),
      this.prisma.product.findMany({
        ...query,
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: paging.skip,
        take: paging.take,
      }),
    ]);
    return pageOf(content as Loaded<Q>[], totalElements, paging);
  }

  /** Up to `take` (1–50, default 20) products matching `search`, for the back office's pickers. */
  async choices<Q extends ProductQuery>(
    rc: RequestContext,
    input: { search?: string | null; take?: number | null },
    query: Q = {} as Q,
  ): Promise<Loaded<Q>[]> {
    const take = input.take ?? 20;
    if (!Number.isInteger(take) || take < 1 || take > 50) {
      throw invalidInput('take must be a whole number from 1 to 50', 'take');
    }
    return (await this.list(rc, { search: input.search, pageSize: take }, query)).content;
  }

  /**
   * Creates a product from the add-product form. The category chain (level 1 → 2 → 3) is found
   * by name, and the levels that are missing are created, in the same transaction.
   */
  async create<Q extends ProductQuery>(
    rc: RequestContext,
    input: ProductInput,
    query: Q = {} as Q,
  ): Promise<Loaded<Q>> {
    requireAdmin(rc);
    const p = checkNewProduct(input);
    const id = await this.prisma.$transaction(async (tx) => {
      const categoryId = await ensureCategoryChain(tx, [
        p.topLevelCategory,
        p.secondLevelCategory,
        p.thirdLevelCategory,
      ]);
      const created = await tx.product.create({
        select: { id: true },
        data: {
          title: p.title,
          brand: p.brand,
          colour: p.colour,
          description: p.description,
          details: p.details,
          highlights: p.highlights,
          imageUrls: p.imageUrls,
          imageAlts: p.imageAlts ?? p.imageUrls.map(() => p.title),
          price: p.price,
          discountedPrice: p.discountedPrice,
          discountPercent: discountPercentOf(p.price, p.discountedPrice),
          tags: [],
          quantity: p.sizes.reduce((sum, s) => sum + s.quantity, 0),
          categoryId,
          sizes: { create: p.sizes.map((s, position) => ({ ...s, position })) },
          ...attributeValuesOf(p),
        },
      });
      await writeAudit(
        tx,
        {
          kind: 'product.create',
          objectType: 'Product',
          objectId: created.id,
          summary: `Product created: ${p.title}`,
          after: await auditedProduct(tx, created.id),
        },
        rc,
      );
      return created.id;
    }, WRITE_TX);
    return (await this.prisma.product.findUniqueOrThrow({ ...query, where: { id } })) as Loaded<Q>;
  }

  /**
   * Changes a product on sale: texts, images, prices (the discount percent follows) and the stock
   * of each size sent (a size not there yet is added). The product's total follows its sizes.
   */
  async update<Q extends ProductQuery>(
    rc: RequestContext,
    id: string,
    input: ProductInput,
    query: Q = {} as Q,
  ): Promise<Loaded<Q>> {
    requireAdmin(rc);
    const current = await this.onSale(id);
    const { sizes, ...fields } = checkProductChanges(input, current);
    const price = fields.price ?? current.price;
    const discountedPrice = fields.discountedPrice ?? current.discountedPrice;
    await this.prisma.$transaction(async (tx) => {
      const before = await auditedProduct(tx, current.id);
      await tx.product.update({
        where: { id: current.id },
        data: { ...fields, discountPercent: discountPercentOf(price, discountedPrice) },
      });
      if (sizes) {
        for (const back of await setStock(tx, current.id, sizes)) {
          await this.onRestock(tx, current.id, back.name, back.units);
        }
      }
      const change = changedFields(before, await auditedProduct(tx, current.id));
      await writeAudit(
        tx,
        {
          kind: 'stock' in change.after && Object.keys(change.after).length === 1 ? 'product.stock' : 'product.update',
          objectType: 'Product',
          objectId: current.id,
          summary: `Product changed: ${String(before.title)} (${Object.keys(change.after).join(', ') || 'nothing'})`,
          ...change,
        },
        rc,
      );
    }, WRITE_TX);
    return (await this.prisma.product.findUniqueOrThrow({ ...query, where: { id: current.id } })) as Loaded<Q>;
  }

  /** Takes a product off sale; orders keep it, carts drop it with a notice when next read. */
  async remove(rc: RequestContext, id: string): Promise<{ id: string }> {
    requireAdmin(rc);
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.product.updateMany({
        where: { id: String(id), deletedAt: null },
        data: { deletedAt: new Date() },
      });
      if (count !== 1) throw notFound(`No product with id ${id}`);
      const before = await auditedProduct(tx, String(id));
      await writeAudit(
        tx,
        {
          kind: 'product.delete',
          objectType: 'Product',
          objectId: String(id),
          summary: `Product taken off sale: ${String(before.title)}`,
          before,
        },
        rc,
      );
    }, WRITE_TX);
    return { id: String(id) };
  }

  private async onSale(id: string) {
    const product = await this.prisma.product.findFirst({
      where: { id: String(id), deletedAt: null },
      select: { id: true, price: true, discountedPrice: true },
    });
    if (!product) throw notFound(`No product with id ${id}`);
    return product;
  }
}

/**
 * Sets the stock of each size and the product's total from all its sizes, in the caller's
 * transaction, and returns the sizes that gained units and how many. The size rows are locked
 * first, so two edits of one product take turns and each counts only its own units.
 */
/** What the audit log keeps of a product: the fields an admin edits, money in paise, stock by size. */
async function auditedProduct(tx: Tx, id: string): Promise<Record<string, unknown>> {
  const row = await tx.product.findUniqueOrThrow({
    where: { id },
    select: {
      title: true,
      brand: true,
      colour: true,
      description: true,
      price: true,
      discountedPrice: true,
      imageUrls: true,
      sizes: { select: { name: true, quantity: true }, orderBy: { position: 'asc' } },
    },
  });
  const { sizes, ...fields } = row;
  return { ...fields, stock: Object.fromEntries(sizes.map((s) => [s.name, s.quantity])) };
}

async function setStock(tx: Tx, productId: string, sizes: SizeStock[]) {
  const known = await tx.$queryRaw<{ name: string; position: number; quantity: number }[]>`
    SELECT "name", "position", "quantity" FROM "ProductSize" WHERE "productId" = ${productId} ORDER BY "name" FOR UPDATE`;
  const before = new Map(known.map((k) => [k.name, Number(k.quantity)]));
  const restocked: { name: string; units: number }[] = [];
  let next = Math.max(-1, ...known.map((k) => Number(k.position))) + 1;
  for (const size of sizes) {
    await tx.productSize.upsert({
      where: { productId_name: { productId, name: size.name } },
      update: { quantity: size.quantity },
      create: { productId, name: size.name, quantity: size.quantity, position: next++ },
    });
    const units = size.quantity - (before.get(size.name) ?? 0);
    if (units > 0) restocked.push({ name: size.name, units });
  }
  await sumSizes(tx, productId);
  return restocked;
}

/**
 * The id of the level-3 category under these names, creating the levels that are missing.
 * Names match case-insensitively ("Clothing" is "clothing"); a race creating the same level
 * twice is harmless (ON CONFLICT DO NOTHING, then read).
 */
async function ensureCategoryChain(tx: Tx, names: [string, string, string]): Promise<string> {
  let parentId: string | null = null;
  for (const [index, name] of names.entries()) {
    const level = index + 1;
    const where: Prisma.CategoryWhereInput = { parentId, level, name: { equals: name, mode: 'insensitive' } };
    let found = await tx.category.findFirst({ where, select: { id: true } });
    if (!found) {
      const id: string = parentId ? `${parentId}/${name}` : name;
      await tx.category.createMany({
        data: [{ id, name, label: labelOf(name), level, parentId, position: 1000 }],
        skipDuplicates: true,
      });
      found = await tx.category.findFirstOrThrow({ where, select: { id: true } });
    }
    parentId = found.id;
  }
  return parentId!;
}
