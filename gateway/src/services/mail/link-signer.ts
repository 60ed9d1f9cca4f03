import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** The ShopSecret row every process signs mailed links with (made once, shared through the database). */
const SECRET_NAME = 'mail-link-signing';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Signs the links a mail carries that act without signing in (one-click unsubscribe, the
 * cash-on-delivery confirmation): `<payload>.<HMAC-SHA256>` in base64url, the HMAC over the
 * link's purpose and payload with a secret the shop keeps in its database (so every host agrees
 * and rotating the sign-in key does not break links already mailed). A forged or altered token
 * fails the check; a replayed one can only do again what it did once.
 */
export class LinkSigner {
  private secret: Buffer | null = null;

  constructor(private readonly prisma: PrismaClient) {}

  /** Reads (or, the first time ever, makes) the secret; inside a transaction pass it, so PGlite's one connection is not asked twice. */
  private async key(db: Db = this.prisma): Promise<Buffer> {
    if (this.secret) return this.secret;
    let row = await db.shopSecret.findUnique({ where: { name: SECRET_NAME } });
    if (!row) {
      await db.shopSecret.createMany({
        data: [{ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }],
        skipDuplicates: true,
      });
      row = await db.shopSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
    }
    this.secret = Buffer.from(row.value);
    return this.secret;
  }

  private mac(key: Buffer, purpose: string, payload: string): Buffer {
    return createHmac('sha256', key).update(`${purpose}\n${payload}`).digest();
  }

  async sign(purpose: string, payload: object, db?: Db): Promise<string> {
    const body = b64(JSON.stringify(payload));
    return `${body}.${b64(this.mac(await this.key(db), purpose, body))}`;
  }

  /** The payload of a token made by `sign(purpose, …)`, or null for anything else (never throws). */
  async verify<T extends object>(purpose: string, token: unknown): Promise<T | null> {
    if (typeof token !== 'string' || token.length > 1000) return null;
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const given = Buffer.from(mac, 'base64url');
    const wanted = this.mac(await this.key(), purpose, body);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    try {
      const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return value && typeof value === 'object' ? (value as T) : null;
    } catch {
      return null;
    }
  }
}
