import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { currentRequest } from '../../telemetry/request-scope.js';
import type { Tx } from '../../db/transactions.js';
import type { MoveEffect } from '../events.js';
import type { RefundHook } from '../events.js';
import { formatRupees } from '../money.js';
import { invalidInput } from '../errors.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requirePermission } from './permissions.js';

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

/** Every order status move, in its transaction (registered with the order state machine). */
export const auditOrderMove: MoveEffect = async (tx, move) => {
  await writeAudit(tx, {
    kind: 'order.status',
    objectType: 'Order',
    objectId: move.orderId,
    summary: `Order ${move.from} → ${move.to}${move.reason ? ` (${move.reason})` : ''}`,
    before: { status: move.from },
    after: { status: move.to },
    ...(move.by ? { actorId: move.by } : {}),
  });
};

/** Every refund, with its amount, in the transaction that creates it. */
export const auditRefund: RefundHook = async (tx, refund) => {
  await writeAudit(tx, {
    kind: 'refund.create',
    objectType: 'Order',
    objectId: refund.orderId,
    summary: `Refund of ${formatRupees(refund.amount)}${refund.reason ? `: ${refund.reason}` : ''}`,
    after: { refundId: refund.id, amount: refund.amount, status: refund.status },
  });
};

export interface AuditFilter {
  actor?: string | null;
  kind?: string | null;
  object?: string | null;
  from?: Date | null;
  to?: Date | null;
}

const PAGE_MAX = 200;
const EXPORT_MAX = 50_000;

/** Reading the audit log: filtered pages for the back office, and CSV for an export. */
export class AuditService {
  constructor(private readonly prisma: PrismaClient) {}

  private where(filter: AuditFilter): Prisma.AuditEntryWhereInput {
    const text = (v: string | null | undefined) => (v ? String(v).trim().slice(0, 200) : '');
    const actor = text(filter.actor);
    const kind = text(filter.kind);
    const object = text(filter.object);
    if (filter.from && filter.to && filter.from > filter.to) throw invalidInput('`from` is after `to`', 'from');
    const and: Prisma.AuditEntryWhereInput[] = [];
    if (actor) and.push({ OR: [{ actorId: actor }, { actorEmail: { contains: actor.toLowerCase() } }] });
    if (kind) and.push({ kind: { startsWith: kind } });
    if (object) and.push({ OR: [{ objectId: object }, { objectType: object }] });
    if (filter.from) and.push({ at: { gte: filter.from } });
    if (filter.to) and.push({ at: { lte: filter.to } });
    return { AND: and };
  }

  /** Newest first, at most 200 a page. */
  async list(rc: RequestContext, filter: AuditFilter, page: { skip?: number | null; take?: number | null } = {}) {
    requirePermission(rc, 'auditRead');
    const take = Math.min(Math.max(page.take ?? 50, 1), PAGE_MAX);
    const skip = Math.max(page.skip ?? 0, 0);
    const where = this.where(filter);
    const [entries, total] = await Promise.all([
      this.prisma.auditEntry.findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }], take, skip }),
      this.prisma.auditEntry.count({ where }),
    ]);
    return { entries, total };
  }

  /** The filtered log as CSV (RFC 4180), oldest first, at most 50,000 rows. */
  async csv(rc: RequestContext, filter: AuditFilter): Promise<string> {
    requirePermission(rc, 'auditRead');
    const rows = await this.prisma.auditEntry.findMany({
      where: this.where(filter),
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
      take: EXPORT_MAX,
    });
    const head = ['at', 'person', 'address', 'request', 'kind', 'object type', 'object', 'summary', 'before', 'after'];
    const lines = rows.map((r) =>
      [
        r.at.toISOString(),
        r.actorEmail ?? r.actorId ?? 'shop',
        r.address ?? '',
        r.requestId ?? '',
        r.kind,
        r.objectType ?? '',
        r.objectId ?? '',
        r.summary,
        r.before == null ? '' : JSON.stringify(r.before),
        r.after == null ? '' : JSON.stringify(r.after),
      ]
        .map(csvCell)
        .join(','),
    );
    return [head.join(','), ...lines].join('\r\n') + '\r\n';
  }
}

/** A CSV cell, quoted when needed; a leading =, +, - or @ is defused for spreadsheets. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
