// The audit log's writer: one row per change, in the change's own transaction. A leaf every
// service may call (docs/architecture.md "Layers"); staff/audit-entries.ts reads the log.
import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { currentRequest } from '../../telemetry/request-scope.js';
import type { Tx } from '../../db/transactions.js';
import { formatRupees } from '../money.js';
import type { RequestContext } from '../accounts/viewer.js';

/** One thing to record: what happened to which object, and the fields before → after. */
export interface AuditRecord {
  kind: string;
  objectType?: string;
  objectId?: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who, when it is not the request's signed-in user (a failed sign-in names the account tried). */
  actorId?: string | null;
  actorEmail?: string | null;
}

/** Money fields of a snapshot shown in rupees (`₹1,299.00`), the way the back office shows them. */
const MONEY_FIELDS = new Set(['price', 'discountedPrice', 'amount', 'deliveryCharge', 'freeDeliveryThreshold']);

/** A snapshot fit for the log: money in ₹, dates as ISO text, nothing undefined. */
function snapshot(fields: Record<string, unknown> | null | undefined): Prisma.InputJsonValue | undefined {
  if (!fields) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (MONEY_FIELDS.has(key) && typeof value === 'number') out[key] = formatRupees(value);
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out as Prisma.InputJsonValue;
}

/** Only the fields that changed, on both sides. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * Writes one audit row in `tx`, the transaction of the change it records: the change and its row
 * commit together or not at all. Who, the address and the request id come from the request being
 * served (`rc` when given); outside a request (a worker, the sweep) the actor is the shop itself.
 */
export async function writeAudit(tx: Tx | PrismaClient, record: AuditRecord, rc?: RequestContext): Promise<void> {
  const scope = currentRequest();
  const actorId = record.actorId !== undefined ? record.actorId : (rc?.viewer?.id ?? scope?.userId ?? null);
  let actorEmail = record.actorEmail ?? null;
  if (!actorEmail && actorId) {
    actorEmail = (await tx.user.findUnique({ where: { id: actorId }, select: { email: true } }))?.email ?? null;
  }
  await tx.auditEntry.create({
    data: {
      actorId,
      actorEmail,
      address: rc?.clientAddress ?? scope?.address ?? null,
      requestId: scope?.id ?? null,
      kind: record.kind,
      objectType: record.objectType ?? null,
      objectId: record.objectId ?? null,
      summary: record.summary.slice(0, 500),
      before: snapshot(record.before),
      after: snapshot(record.after),
    },
  });
}
