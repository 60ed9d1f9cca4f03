import type { PrismaClient } from '../../db/generated/client/client.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { invalidInput } from '../errors.js';
import { WRITE_TX } from '../../db/transactions.js';
import { writeAudit } from '../audit/audit-log.js';

export interface CourierEntry {
  name: string;
  /** The courier's tracking page with {awb} where the tracking number goes; null when it has none. */
  trackingUrl: string | null;
}

/** The couriers a new shop offers until the owner saves a list of its own. */
const DEFAULT_COURIERS: readonly CourierEntry[] = [
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' },
  { name: 'Blue Dart', trackingUrl: null },
  { name: 'DTDC', trackingUrl: null },
  { name: 'Ecom Express', trackingUrl: null },
  { name: 'Xpressbees', trackingUrl: null },
  { name: 'India Post', trackingUrl: null },
];

const MAX_COURIERS = 50;

/** A courier's tracking link for one AWB, or null. */
export function trackingLink(template: string | null, awb: string): string | null {
  return template ? template.replaceAll('{awb}', encodeURIComponent(awb)) : null;
}

/** The owner's list of couriers, for shipments booked by hand (the courier and AWB typed in). */
export class CourierListService {
  constructor(private readonly prisma: PrismaClient) {}

  async list(): Promise<CourierEntry[]> {
    const rows = await this.prisma.courier.findMany({ orderBy: [{ position: 'asc' }, { name: 'asc' }] });
    return rows.length ? rows.map((r) => ({ name: r.name, trackingUrl: r.trackingUrl })) : [...DEFAULT_COURIERS];
  }

  async find(name: string): Promise<CourierEntry | null> {
    const wanted = name.trim().toLowerCase();
    return (await this.list()).find((c) => c.name.toLowerCase() === wanted) ?? null;
  }

  /** ADMIN only. Replaces the list; each name once, each tracking link https with {awb} in it. */
  async replace(rc: RequestContext, input: unknown): Promise<CourierEntry[]> {
    requireAdmin(rc);
    if (!Array.isArray(input) || input.length === 0) {
      throw invalidInput('Give the couriers as a list of { name, trackingUrl }, at least one', 'couriers');
    }
    if (input.length > MAX_COURIERS) throw invalidInput(`At most ${MAX_COURIERS} couriers`, 'couriers');
    const seen = new Set<string>();
    const entries = input.map((raw, i): CourierEntry => {
      const item = (raw ?? {}) as { name?: unknown; trackingUrl?: unknown };
      const name = typeof item.name === 'string' ? item.name.trim() : '';
      if (!name || name.length > 60) throw invalidInput(`Courier ${i + 1}: a name of 1 to 60 characters`, 'name');
      if (seen.has(name.toLowerCase())) throw invalidInput(`Courier "${name}" is listed twice`, 'name');
      seen.add(name.toLowerCase());
      const url = item.trackingUrl == null || item.trackingUrl === '' ? null : String(item.trackingUrl).trim();
      if (url !== null && (!/^https:\/\/[^\s]+$/.test(url) || !url.includes('{awb}') || url.length > 300)) {
        throw invalidInput(
          `Courier "${name}": the tracking link must be an https address with {awb} where the tracking number goes`,
          'trackingUrl',
        );
      }
      return { name, trackingUrl: url };
    });
    const before = await this.list();
    await this.prisma.$transaction(async (tx) => {
      await tx.courier.deleteMany({});
      await tx.courier.createMany({ data: entries.map((e, position) => ({ ...e, position })) });
      await writeAudit(
        tx,
        {
          kind: 'settings.couriers',
          objectType: 'Courier',
          summary: `Courier list saved (${entries.length})`,
          before: { couriers: before.map((c) => c.name) },
          after: { couriers: entries.map((c) => c.name) },
        },
        rc,
      );
    }, WRITE_TX);
    return entries;
  }
}
