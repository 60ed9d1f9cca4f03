import { randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from './generated/client/client.js';
import type { Config } from '../boot/config.js';
import { hashPassword } from '../services/accounts/passwords.js';
import { sampleShop, type SampleShop, type SeedProduct } from '../demo/index.js';
import { refreshProductFigures } from '../services/reviews/review-figures.js';
import { grantAdmin } from '../services/accounts/users.js';
import { SAMPLE_SELLER, type Seller } from '../services/tax/seller.js';
import { createSampleOrders } from './seed-orders.js';
import { adminLoginForSeeding, adminLoginOfExistingDatabase, type AdminLogin } from './seed-admin.js';

export interface SeedResult {
  seeded: boolean;
  admin: AdminLogin;
  summary: string;
}

/** Long enough for the whole catalog on a slow, busy machine; PGlite runs statements one at a time. */
const SEED_TRANSACTION_TIMEOUT_MS = 300_000;

/**
 * Writes catalog products with their sizes in a few batched statements (one insert per table per
 * batch, not one per row: PGlite answers each statement in turn), inside the caller's
 * transaction. Product quantity is the sum of its sizes. Answers the new ids in catalog order.
 */
async function createSeedProducts(
  tx: Prisma.TransactionClient,
  products: SeedProduct[],
  now = Date.now(),
): Promise<string[]> {
  const ids: string[] = [];
  const batch = 500;
  for (let start = 0; start < products.length; start += batch) {
    const slice = products.slice(start, start + batch).map((product) => ({ ...product, id: randomUUID() }));
    ids.push(...slice.map((p) => p.id));
    await tx.product.createMany({
      data: slice.map(({ sizes, ageDays, ...fields }) => ({
        ...fields,
        quantity: sizes.reduce((sum, s) => sum + s.quantity, 0),
        createdAt: new Date(now - ageDays * 86_400_000),
      })),
    });
    await tx.productSize.createMany({
      data: slice.flatMap((p) => p.sizes.map((s, position) => ({ ...s, position, productId: p.id }))),
    });
  }
  return ids;
}

/**
 * Writes the sample buyers and their ratings and reviews, then each reviewed product's figures
 * (the same recount a shopper's review runs), inside the caller's transaction. The buyers share
 * one hash of a password nobody knows. Answers the buyers' ids.
 */
async function createSampleReviews(
  tx: Prisma.TransactionClient,
  { buyers, reviews }: Pick<SampleShop, 'buyers' | 'reviews'>,
  productIds: string[],
  passwordHash: string,
  now = Date.now(),
): Promise<string[]> {
  const buyerIds = buyers.map(() => randomUUID());
  await tx.user.createMany({
    data: buyers.map(({ firstName, lastName, email }, i) => ({
      firstName,
      lastName,
      email,
      id: buyerIds[i]!,
      passwordHash,
      createdAt: new Date(now - 150 * 86_400_000),
    })),
  });
  await tx.review.createMany({
    data: reviews.map((r) => {
      const at = new Date(now - r.ageDays * 86_400_000);
      return {
        userId: buyerIds[r.buyerIndex]!,
        productId: productIds[r.productIndex]!,
        rating: r.rating,
        title: r.title,
        text: r.text,
        reviewedAt: r.text === null ? null : at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  });
  for (const productIndex of new Set(reviews.map((r) => r.productIndex))) {
    await refreshProductFigures(tx, productIds[productIndex]!);
  }
  return buyerIds;
}

/**
 * Seeds an empty database: the admin account, the category tree, the menu, the sample catalog,
 * its sample buyers' delivered orders (with invoices) and their reviews, in one transaction, so a crash at any moment leaves either nothing (the next start
 * seeds again) or everything. A database that already has users or products is left alone
 * unless forced; its admin password is then shown only when it is known to be the real one.
 */
export async function seed(
  prisma: PrismaClient,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'dataDir'> & { seller?: Seller },
  options: { force?: boolean; onProgress?: (line: string) => void } = {},
): Promise<SeedResult> {
  const [users, products] = await Promise.all([prisma.user.count(), prisma.product.count()]);
  if ((users > 0 || products > 0) && !options.force) {
    return {
      seeded: false,
      admin: await adminLoginOfExistingDatabase(prisma, config),
      summary: 'Seed: the database already has data; nothing written.',
    };
  }

  const admin = adminLoginForSeeding(config);
  // Hashing takes a while and needs no database: done before the transaction opens.
  const passwordHash = await hashPassword(admin.password ?? randomBytes(24).toString('base64url'));
  const buyerPasswordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const { categories, featured, pages, products: catalog, buyers, reviews } = sampleShop();
  // Each step is reported as it is done, before the commit: a crash after any of these lines
  // must still leave nothing behind (the seed-crash test kills the process on them).
  const progress = options.onProgress ?? (() => undefined);
  progress('Seed: writing the admin account, menu and catalog in one transaction…');
  await prisma.$transaction(
    async (tx) => {
      const granted = await grantAdmin(tx, admin.email, { passwordHash });
      // A new sample shop starts with the owner's second factor not demanded, so the printed
      // password signs in; the owner turns it on in Staff (decision 039).
      if (granted.created)
        await tx.staffRole.updateMany({ where: { id: 'owner' }, data: { requiresTwoFactor: false } });
      progress('Seed: admin account written (not yet committed)');
      for (const level of [1, 2, 3]) {
        await tx.category.createMany({ data: categories.filter((c) => c.level === level), skipDuplicates: true });
      }
      await tx.navFeatured.deleteMany();
      await tx.navFeatured.createMany({ data: featured });
      await tx.navPage.deleteMany();
      await tx.navPage.createMany({ data: pages });
      progress('Seed: categories and menu written (not yet committed)');
      const productIds = await createSeedProducts(tx, catalog);
      progress(`Seed: ${catalog.length} products written (not yet committed)`);
      const buyerIds = await createSampleReviews(tx, { buyers, reviews }, productIds, buyerPasswordHash);
      progress(`Seed: ${reviews.length} sample reviews written (not yet committed)`);
      const { id: adminId } = await tx.user.findUniqueOrThrow({
        where: { email: granted.email },
        select: { id: true },
      });
      const seller = config.seller ?? SAMPLE_SELLER;
      const orders = await createSampleOrders(tx, {
        buyers,
        buyerIds,
        reviews,
        products: catalog,
        productIds,
        adminId,
        seller,
      });
      progress(`Seed: ${orders} delivered sample orders and their invoices written (not yet committed)`);
    },
    { maxWait: SEED_TRANSACTION_TIMEOUT_MS, timeout: SEED_TRANSACTION_TIMEOUT_MS },
  );
  return {
    seeded: true,
    admin,
    summary: `Seed: admin ${admin.email}, ${categories.length} categories, ${catalog.length} products, ${reviews.length} sample reviews from ${buyers.length} buyers' delivered orders.`,
  };
}
