import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/generated/client/client.js';

/**
 * A secret the shop makes for itself once and every process on every host must share: the first
 * to ask inserts a random one (a conflict-free insert, so two processes starting together agree),
 * everyone reads the row. Kept in the database, not DATA_DIR, because hosts of one shop share the
 * database but not their disks.
 */
export async function sharedSecret(prisma: PrismaClient, name: string): Promise<string> {
  await prisma.shopSecret.createMany({
    data: [{ name, value: randomBytes(32).toString('base64url') }],
    skipDuplicates: true,
  });
  return (await prisma.shopSecret.findUniqueOrThrow({ where: { name } })).value;
}
