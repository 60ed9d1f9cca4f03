// Reading the audit log (audit/audit-log.ts writes it): the back office's filtered pages and the CSV export.
import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput } from '../errors.js';
import { csvText } from '../csv.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requirePermission } from '../accounts/permissions.js';

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

  /** The filtered log as CSV (csvText: formulas neutralised), oldest first, at most 50,000 rows. */
  async csv(rc: RequestContext, filter: AuditFilter): Promise<string> {
    requirePermission(rc, 'auditRead');
    const rows = await this.prisma.auditEntry.findMany({
      where: this.where(filter),
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
      take: EXPORT_MAX,
    });
    const head = ['at', 'person', 'address', 'request', 'kind', 'object type', 'object', 'summary', 'before', 'after'];
    return csvText(
      head,
      rows.map((r) => [
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
      ]),
    );
  }
}
