// Secrets that every host of one shop must share, so that a token signed on one host is
// accepted on the others and a sandbox payment signed on one verifies on any of them. Given as
// configuration (JWT_SECRET) or, when not, made once and kept in the database the hosts share.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/generated/client/client.js';
import { loadJwtSecret } from '../services/accounts/tokens.js';
import { sharedSecret } from '../payments/shop-secret.js';

const JWT_SECRET_NAME = 'jwt';
const SANDBOX_SECRET_NAME = 'sandbox-payment';

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
