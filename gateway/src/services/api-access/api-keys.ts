import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/client/client.js';
import { forbidden, invalidInput, notFound } from '../errors.js';
import type { RequestContext } from '../accounts/viewer.js';
import { writeAudit } from '../audit/audit-log.js';
import { WRITE_TX } from '../../db/transactions.js';

/** What a key allows unless the admin says otherwise. */
export const DEFAULT_KEY_LIMITS = { requestsPerMinute: 3000, costPerMinute: 300_000 };
const MAX_REQUESTS_PER_MINUTE = 100_000;
const MAX_COST_PER_MINUTE = 10_000_000;
const SECRET_PREFIX = 'shop_';

/** A key as the admin sees it; never the secret. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  requestsPerMinute: number;
  costPerMinute: number;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface NewApiKeyInput {
  name: string;
  requestsPerMinute?: number | null;
  costPerMinute?: number | null;
}

/** The hex SHA-256 of a secret: the secret is 32 random bytes, so a fast hash is enough. */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const select = {
  id: true,
  name: true,
  prefix: true,
  requestsPerMinute: true,
  costPerMinute: true,
  createdAt: true,
  revokedAt: true,
} as const;

function checkLimit(value: number | null | undefined, fallback: number, max: number, field: string): number {
  if (value == null) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidInput(`${field} must be a whole number from 1 to ${max}`, field);
  }
  return value;
}

/**
 * API keys for third-party clients (docs/graphql.md): an admin creates, lists and revokes them;
 * each carries its own request rate and cost budget. Only the secret's SHA-256 is stored.
 */
export class ApiKeyService {
  constructor(private readonly prisma: PrismaClient) {}

  private requireAdmin(rc: RequestContext): void {
    if (rc.viewer?.role !== 'ADMIN') throw forbidden();
  }

  /** Creates a key; the secret is in the answer and nowhere else, ever. */
  async create(rc: RequestContext, input: NewApiKeyInput): Promise<{ apiKey: ApiKeyRecord; secret: string }> {
    this.requireAdmin(rc);
    const name = input.name.trim();
    if (!name || name.length > 100) throw invalidInput('name must be 1 to 100 characters', 'name');
    const requestsPerMinute = checkLimit(
      input.requestsPerMinute,
      DEFAULT_KEY_LIMITS.requestsPerMinute,
      MAX_REQUESTS_PER_MINUTE,
      'requestsPerMinute',
    );
    const costPerMinute = checkLimit(
      input.costPerMinute,
      DEFAULT_KEY_LIMITS.costPerMinute,
      MAX_COST_PER_MINUTE,
      'costPerMinute',
    );
    const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
    const apiKey = await this.prisma.$transaction(async (tx) => {
      const created = await tx.apiKey.create({
        data: {
          name,
          prefix: secret.slice(0, SECRET_PREFIX.length + 6),
          secretHash: hashSecret(secret),
          requestsPerMinute,
          costPerMinute,
          createdById: rc.viewer?.id ?? null,
        },
        select,
      });
      await writeAudit(
        tx,
        {
          kind: 'settings.api-key',
          objectType: 'ApiKey',
          objectId: created.id,
          summary: `API key "${name}" created (${created.prefix}…)`,
          after: { name, requestsPerMinute, costPerMinute },
        },
        rc,
      );
      return created;
    }, WRITE_TX);
    return { apiKey, secret };
  }

  /** Every key, newest first, revoked ones included. */
  async list(rc: RequestContext): Promise<ApiKeyRecord[]> {
    this.requireAdmin(rc);
    return this.prisma.apiKey.findMany({ select, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  /** Revokes a key at once (its next request is answered 401); revoking twice changes nothing. */
  async revoke(rc: RequestContext, id: string): Promise<ApiKeyRecord> {
    this.requireAdmin(rc);
    const key = await this.prisma.apiKey.findUnique({ where: { id }, select });
    if (!key) throw notFound(`No API key with id ${id}`);
    if (key.revokedAt) return key;
    return this.prisma.$transaction(async (tx) => {
      const revoked = await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() }, select });
      await writeAudit(
        tx,
        {
          kind: 'settings.api-key',
          objectType: 'ApiKey',
          objectId: id,
          summary: `API key "${key.name}" revoked`,
          before: { revoked: false },
          after: { revoked: true },
        },
        rc,
      );
      return revoked;
    }, WRITE_TX);
  }

  /** The live key a secret names, or null when it is unknown or revoked. */
  async findActive(secret: string): Promise<ApiKeyRecord | null> {
    if (!secret.startsWith(SECRET_PREFIX) || secret.length > 200) return null;
    const key = await this.prisma.apiKey.findUnique({ where: { secretHash: hashSecret(secret) }, select });
    return key && !key.revokedAt ? key : null;
  }
}
