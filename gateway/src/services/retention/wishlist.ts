import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { DomainError, notFound } from '../errors.js';
import { signedIn, type RequestContext } from '../accounts/viewer.js';
import { checkId, MAX_WISHLIST_ITEMS } from './retention-rules.js';

/** Extra Prisma selection a caller wants on each entry (GraphQL plans it from the query). */
export type WishlistQuery = { include?: Prisma.WishlistItemInclude; select?: Prisma.WishlistItemSelect };
type Loaded<Q extends WishlistQuery> = Prisma.WishlistItemGetPayload<Q>;

/**
 * "My Wish List": the products a shopper saved, each with its selling price at that moment (so
 * the list can say how much it dropped since). Only the owner reads or changes a list: every
 * method works on the viewer's own rows.
 */
export class WishlistService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The viewer's saved products, newest first; products taken off sale are left out. */
  async list<Q extends WishlistQuery>(rc: RequestContext, query: Q = {} as Q): Promise<Loaded<Q>[]> {
    const viewer = signedIn(rc);
    return (await this.prisma.wishlistItem.findMany({
      ...query,
      where: { userId: viewer.id, product: { deletedAt: null } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: MAX_WISHLIST_ITEMS,
    })) as Loaded<Q>[];
  }

  /** The ids of the viewer's saved products: one read gives every card its heart. */
  async productIds(rc: RequestContext): Promise<string[]> {
    const viewer = signedIn(rc);
    const rows = await this.prisma.wishlistItem.findMany({
      where: { userId: viewer.id, product: { deletedAt: null } },
      select: { productId: true },
      orderBy: { createdAt: 'desc' },
      take: MAX_WISHLIST_ITEMS,
    });
    return rows.map((r) => r.productId);
  }

  /**
   * Saves a product on sale (NOT_FOUND otherwise). Saving it again changes nothing: the first
   * price stays, so the drop is measured from when the shopper first saved it.
   */
  async add<Q extends WishlistQuery>(rc: RequestContext, productId: unknown, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const id = checkId(productId, 'productId');
    const product = await this.prisma.product.findFirst({
      where: { id, deletedAt: null },
      select: { id: true, discountedPrice: true },
    });
    if (!product) throw notFound(`No product with id ${id}`);
    const where = { userId_productId: { userId: viewer.id, productId: id } };
    await this.prisma.$transaction(async (tx) => {
      const count = await tx.wishlistItem.count({ where: { userId: viewer.id } });
      if (count >= MAX_WISHLIST_ITEMS && !(await tx.wishlistItem.findUnique({ where, select: { id: true } }))) {
        throw new DomainError('CONFLICT', `Your wish list is full (${MAX_WISHLIST_ITEMS} products); remove one first`);
      }
      // ON CONFLICT DO NOTHING: two taps racing make one entry.
      await tx.wishlistItem.createMany({
        data: [{ userId: viewer.id, productId: id, savedPrice: product.discountedPrice }],
        skipDuplicates: true,
      });
    }, WRITE_TX);
    return (await this.prisma.wishlistItem.findUniqueOrThrow({ ...query, where })) as Loaded<Q>;
  }

  /** Removes a product from the viewer's list; removing one that is not there is not an error. */
  async remove(rc: RequestContext, productId: unknown): Promise<string> {
    const viewer = signedIn(rc);
    const id = checkId(productId, 'productId');
    await this.prisma.wishlistItem.deleteMany({ where: { userId: viewer.id, productId: id } });
    return id;
  }
}
