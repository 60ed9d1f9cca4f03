import type { Tx } from '../../db/transactions.js';
import { outOfStock } from '../errors.js';
import { lineName } from './order-rules.js';

export interface StockLine {
  productId: string;
  title: string;
  size: string;
  quantity: number;
}

/**
 * Rows are always locked in one global order (sizes by product then size name, then products by
 * id), so two orders touching the same rows wait for each other instead of deadlocking.
 */
function lockOrder<T extends { productId: string; size: string }>(lines: T[]): T[] {
  return [...lines].sort((a, b) =>
    a.productId === b.productId ? (a.size < b.size ? -1 : a.size > b.size ? 1 : 0) : a.productId < b.productId ? -1 : 1,
  );
}

/** The lines' products, each once, by id (the lock order). */
const productIds = (lines: { productId: string }[]): string[] => [...new Set(lines.map((l) => l.productId))].sort();

/**
 * Takes the stock of every line, or none: each size is decremented only where enough is left
 * (`quantity >= n` in the same UPDATE, so two buyers cannot both take the last unit), and the
 * first short line throws OUT_OF_STOCK naming product and size, rolling the transaction back.
 * Product.quantity (the sum over sizes, used by listing filters) is then written as that sum.
 */
export async function reserveStock(tx: Tx, lines: StockLine[]): Promise<void> {
  for (const line of lockOrder(lines)) {
    const taken = await tx.$executeRaw`
      UPDATE "ProductSize" SET "quantity" = "quantity" - ${line.quantity}
      WHERE "productId" = ${line.productId} AND "name" = ${line.size} AND "quantity" >= ${line.quantity}`;
    if (taken !== 1) {
      const left = await tx.productSize.findUnique({
        where: { productId_name: { productId: line.productId, name: line.size } },
        select: { quantity: true },
      });
      const name = lineName(line.title, line.size);
      throw outOfStock(
        left && left.quantity > 0
          ? `Only ${left.quantity} of ${name} left in stock; your cart has ${line.quantity}`
          : `${name} is out of stock`,
      );
    }
  }
  for (const productId of productIds(lines)) await sumSizes(tx, productId);
}

/**
 * Sets Product.quantity to the sum over its sizes (the admin's stock edit, orders). Written as the
 * sum rather than moved by the order's units, so a sum that drifted (sizes edited in the database
 * by hand, an import) is put right instead of failing the order on Product's non-negative check.
 */
export async function sumSizes(tx: Tx, productId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Product" SET "quantity" = (SELECT COALESCE(SUM("quantity"), 0) FROM "ProductSize" WHERE "productId" = ${productId})
    WHERE "id" = ${productId}`;
}

/** Puts back the stock of lines (a cancelled order's). Products that left the catalog are skipped. */
export async function releaseStock(tx: Tx, lines: { productId: string | null; size: string; quantity: number }[]) {
  const present = lines.filter((l): l is StockLine => l.productId !== null).map((l) => ({ ...l, title: '' }));
  for (const line of lockOrder(present)) {
    await tx.$executeRaw`
      UPDATE "ProductSize" SET "quantity" = "quantity" + ${line.quantity}
      WHERE "productId" = ${line.productId} AND "name" = ${line.size}`;
  }
  for (const productId of productIds(present)) await sumSizes(tx, productId);
}
