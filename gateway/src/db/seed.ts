import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from './generated/client/client.js';
import type { Config } from '../config.js';
import { hashPassword } from '../services/passwords.js';
import { categories, featured, pages, sampleProducts } from './seed-data/catalog.js';
import type { SeedProduct } from './seed-data/types.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

export interface AdminLogin {
  email: string;
  /** Shown only when the seed generated it or took it from ADMIN_PASSWORD. */
  password: string | null;
  source: 'environment' | 'generated' | 'existing';
}

export interface SeedResult {
  seeded: boolean;
  admin: AdminLogin;
  summary: string;
}

/**
 * The admin login for a fresh database: ADMIN_EMAIL / ADMIN_PASSWORD, else a default email
 * and a password generated once and kept in the data directory (so every start prints the same).
 */
function adminLogin(config: Pick<Config, 'adminEmail' | 'adminPassword' | 'dataDir'>): AdminLogin {
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  if (config.adminPassword) return { email, password: config.adminPassword, source: 'environment' };
  const file = path.join(config.dataDir, 'admin-password.txt');
  if (fs.existsSync(file)) return { email, password: fs.readFileSync(file, 'utf8').trim(), source: 'generated' };
  const password = randomBytes(12).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { email, password, source: 'generated' };
}

/**
 * Writes catalog products with their sizes in a few batched statements (one insert per table per
 * batch, not one per row: PGlite answers each statement in turn). Product quantity is the sum
 * of its sizes.
 */
export async function createSeedProducts(
  prisma: PrismaClient,
  products: SeedProduct[],
  now = Date.now(),
): Promise<void> {
  const batch = 500;
  for (let start = 0; start < products.length; start += batch) {
    const slice = products.slice(start, start + batch).map((product) => ({ ...product, id: randomUUID() }));
    await prisma.$transaction([
      prisma.product.createMany({
        data: slice.map(({ sizes, ageDays, ...fields }) => ({
          ...fields,
          quantity: sizes.reduce((sum, s) => sum + s.quantity, 0),
          createdAt: new Date(now - ageDays * 86_400_000),
        })),
      }),
      prisma.productSize.createMany({
        data: slice.flatMap((p) => p.sizes.map((s, position) => ({ ...s, position, productId: p.id }))),
      }),
    ]);
  }
}

/**
 * Seeds an empty database: the admin account, the category tree, the menu and the sample
 * catalog. A database that already has users or products is left alone unless forced.
 */
export async function seed(
  prisma: PrismaClient,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'dataDir'>,
  options: { force?: boolean } = {},
): Promise<SeedResult> {
  const admin = adminLogin(config);
  const [users, products] = await Promise.all([prisma.user.count(), prisma.product.count()]);
  if ((users > 0 || products > 0) && !options.force) {
    const exists = await prisma.user.findUnique({ where: { email: admin.email }, select: { role: true } });
    return {
      seeded: false,
      admin: exists?.role === 'ADMIN' ? admin : { ...admin, password: null, source: 'existing' },
      summary: 'Seed: the database already has data; nothing written.',
    };
  }

  await prisma.user.upsert({
    where: { email: admin.email },
    update: {},
    create: {
      email: admin.email,
      firstName: 'Shop',
      lastName: 'Admin',
      role: 'ADMIN',
      passwordHash: await hashPassword(admin.password ?? randomBytes(24).toString('base64url')),
    },
  });
  for (const level of [1, 2, 3]) {
    await prisma.category.createMany({ data: categories.filter((c) => c.level === level), skipDuplicates: true });
  }
  await prisma.navFeatured.deleteMany();
  await prisma.navFeatured.createMany({ data: featured });
  await prisma.navPage.deleteMany();
  await prisma.navPage.createMany({ data: pages });
  const catalog = sampleProducts();
  const now = Date.now();
  await createSeedProducts(prisma, catalog, now);
  return {
    seeded: true,
    admin,
    summary: `Seed: admin ${admin.email}, ${categories.length} categories, ${catalog.length} products.`,
  };
}
