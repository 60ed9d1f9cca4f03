import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/generated/client/client.js';

/**
 * A secret the shop makes for itself once and every process on every host must share, called
 * `name`: the first to ask inserts a random one (a conflict-free insert, so several processes
 * starting together all get the one written first), everyone reads the row. Kept in the
 * database, not DATA_DIR, because hosts of one shop share the database but not their disks. A
 * shop that kept the secret in a file in DATA_DIR before (`legacyFile`) moves that one in, so its
 * signed-in shoppers stay signed in.
 */
export async function sharedSecret(
  prisma: PrismaClient,
  name: string,
  options: { bytes?: number; legacyFile?: string } = {},
): Promise<string> {
  const found = await prisma.shopSecret.findUnique({ where: { name } });
  if (found) return found.value;
  const { legacyFile } = options;
  const legacy = legacyFile && fs.existsSync(legacyFile) ? fs.readFileSync(legacyFile, 'utf8').trim() : '';
  const value = legacy || randomBytes(options.bytes ?? 32).toString('base64url');
  await prisma.shopSecret.createMany({ data: [{ name, value }], skipDuplicates: true });
  return (await prisma.shopSecret.findUniqueOrThrow({ where: { name } })).value;
}
