// Secrets that every host of one shop must share, so that a token signed on one host is
// accepted on the others and a sandbox payment signed on one verifies on any of them. Given as
// configuration (JWT_SECRET) or, when not, made once and kept in the database the hosts share.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/generated/client/client.js';
import { loadJwtSecret } from '../services/accounts/tokens.js';

const JWT_SECRET_NAME = 'jwt';
const SANDBOX_SECRET_NAME = 'sandbox-payment';

/**
 * The secret called `name`, made by the first process that asks. Several hosts asking at the
 * same moment all get the one that was written first (insert if absent, then read). A shop
 * that kept the secret in a file in DATA_DIR (before it lived here) moves that one in, so
 * its signed-in shoppers stay signed in.
 */
async function sharedSecret(
  prisma: PrismaClient,
  name: string,
  options: { bytes: number; legacyFile?: string },
): Promise<string> {
  const found = await prisma.shopSecret.findUnique({ where: { name } });
  if (found) return found.value;
  const legacy = options.legacyFile && fs.existsSync(options.legacyFile) && fs.readFileSync(options.legacyFile, 'utf8');
  const value = (legacy || '').trim() || randomBytes(options.bytes).toString('base64url');
  await prisma.shopSecret.createMany({ data: [{ name, value }], skipDuplicates: true });
  return (await prisma.shopSecret.findUniqueOrThrow({ where: { name } })).value;
}

/**
 * A new token signing secret in the database, and every session ended in the same transaction:
 * tokens signed with the old secret stop working on every host at once (each request checks its
 * session), before the hosts are restarted to sign with the new one. Returns the sessions ended.
 */
export async function rotateJwtSecret(prisma: PrismaClient): Promise<number> {
  const value = randomBytes(48).toString('base64url');
  const [, ended] = await prisma.$transaction([
    prisma.shopSecret.upsert({
      where: { name: JWT_SECRET_NAME },
      create: { name: JWT_SECRET_NAME, value },
      update: { value, createdAt: new Date() },
    }),
    prisma.session.deleteMany(),
  ]);
  return ended.count;
}

/** The token signing secret (JWT_SECRET, else the database's) and the sandbox's signing secret. */
export async function loadSharedSecrets(
  prisma: PrismaClient,
  config: { jwtSecret?: string; dataDir?: string },
): Promise<{ jwtSecret: string; sandboxSecret: string }> {
  const legacy = (file: string) => (config.dataDir ? path.join(config.dataDir, file) : undefined);
  const jwtSecret = config.jwtSecret
    ? loadJwtSecret({ jwtSecret: config.jwtSecret })
    : await sharedSecret(prisma, JWT_SECRET_NAME, { bytes: 48, legacyFile: legacy('jwt-secret') });
  const sandboxSecret = await sharedSecret(prisma, SANDBOX_SECRET_NAME, {
    bytes: 32,
    legacyFile: legacy('sandbox-payment-secret'),
  });
  return { jwtSecret, sandboxSecret };
}
