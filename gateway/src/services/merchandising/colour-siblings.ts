import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { invalidInput, notFound } from '../errors.js';
import { writeAudit } from '../audit/audit-log.js';

/** One style has at most this many colours. */
const MAX_SIBLINGS = 12;

/**
 * Colour siblings: products of one style in other colours share a style key. The product page
 * shows each as a swatch linking to it.
 */
export class ColourSiblingService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The other colours of a product's style, on sale, by colour. */
  async of(product: { id: string; styleKey: string | null }) {
    if (!product.styleKey) return [];
    return this.prisma.product.findMany({
      where: { styleKey: product.styleKey, deletedAt: null, id: { not: product.id } },
      orderBy: [{ colour: 'asc' }, { id: 'asc' }],
      take: MAX_SIBLINGS,
    });
  }

  /**
   * Makes `siblingIds` the other colours of `productId`'s style (an empty list takes it out of
   * its style). A sibling leaves the style it was in; a product taken off the list leaves this one.
   */
  async set(rc: RequestContext, productId: string, siblingIds: string[]) {
    requireAdmin(rc);
    const ids = [...new Set(siblingIds.map((id) => id.trim()).filter((id) => id && id !== productId))];
    if (ids.length > MAX_SIBLINGS - 1) throw invalidInput(`A style has at most ${MAX_SIBLINGS} colours`, 'siblingIds');
    await this.prisma.$transaction(async (tx) => {
      const product = await tx.product.findFirst({ where: { id: productId, deletedAt: null } });
      if (!product) throw notFound(`No product with id ${productId}`);
      const found = await tx.product.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } });
      if (found.length !== ids.length) {
        const missing = ids.filter((id) => !found.some((f) => f.id === id));
        throw invalidInput(`Not products on sale: ${missing.join(', ')}`, 'siblingIds');
      }
      const before = product.styleKey
        ? (await tx.product.findMany({ where: { styleKey: product.styleKey }, select: { id: true } })).map((p) => p.id)
        : [productId];
      if (product.styleKey)
        await tx.product.updateMany({ where: { styleKey: product.styleKey }, data: { styleKey: null } });
      if (ids.length) {
        await tx.product.updateMany({
          where: { id: { in: [productId, ...ids] } },
          data: { styleKey: product.styleKey ?? randomUUID() },
        });
      }
      await writeAudit(
        tx,
        {
          kind: 'product.update',
          objectType: 'Product',
          objectId: productId,
          summary: `Colour siblings changed: ${product.title}`,
          before: { colourSiblings: before.filter((id) => id !== productId) },
          after: { colourSiblings: ids },
        },
        rc,
      );
    }, WRITE_TX);
    return this.prisma.product.findUniqueOrThrow({ where: { id: productId } });
  }
}
