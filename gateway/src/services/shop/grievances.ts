import { randomBytes } from 'node:crypto';
import { Prisma, type Grievance, type GrievanceStatus, type PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { checkEmail } from '../accounts/account-rules.js';
import type { RequestContext } from '../accounts/viewer.js';
import { DomainError, invalidFields, invalidInput, notFound, tooManyRequests } from '../errors.js';
import type { GrievanceMails } from '../mail/grievance-events.js';
import { redressBy } from '../mail/templates/grievance-mails.js';
import { writeAudit } from '../audit/audit-log.js';
import { requirePermission } from '../accounts/permissions.js';
import { ThrottleCounters } from '../throttle-counters.js';
import { PeriodicRound } from '../periodic-round.js';
import { logger } from '../../telemetry/logger.js';
import type { ShopDetailsService, ShopDetailsView } from './shop-details.js';

/** What filing a grievance answers: the reference to quote and the dates the law sets. */
export interface GrievanceReceipt {
  reference: string;
  receivedAt: Date;
  /** Redress within one month of receipt. */
  resolveBy: Date;
  /** Who handles it (the shop's details). */
  officerName: string;
  officerDesignation: string;
}

export interface GrievanceList {
  items: Grievance[];
  total: number;
  open: number;
}

export interface GrievanceOptions {
  /** At most this many grievances from one network per hour (default 10) and per e-mail address per day (default 5). */
  perAddressPerHour?: number;
  perEmailPerDay?: number;
  /** How often the reminder round looks for open grievances near or past their month (default 1 hour; 0: never). */
  reminderIntervalMs?: number;
}

/** The officer is reminded this many days before the month is up. */
const DUE_SOON_DAYS = 7;

const LIMITS = { name: 120, subject: 150, message: 5000, resolution: 2000 } as const;
/** Unambiguous capitals and digits (no 0/O, 1/I): a reference read out on the phone. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ORDER_NUMBER = /^#?([A-Za-z0-9]{8})$/;

function newReference(): string {
  const bytes = randomBytes(8);
  return `GRV-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

function text(value: unknown, label: string, max: number): string | { error: string } {
  if (typeof value !== 'string' || !value.trim()) return { error: `${label} is required` };
  const trimmed = value.trim();
  return trimmed.length > max ? { error: `${label} must be at most ${max} characters` } : trimmed;
}

const officerOf = (d: ShopDetailsView) => ({
  name: d.grievanceName,
  designation: d.grievanceDesignation,
  email: d.grievanceEmail,
  phone: d.grievancePhone,
  legalName: d.legalName,
});

/**
 * Grievances (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)–(5)): anyone files one on
 * /policies/grievance and is acknowledged by mail at once with a reference naming the Grievance
 * Officer; the back office lists them with their age and resolves each with a note the complainant
 * is mailed. Filing is throttled per network and per address, so the form cannot be made a mail cannon.
 */
export class GrievanceService {
  private readonly counters: ThrottleCounters;
  private readonly perAddressPerHour: number;
  private readonly perEmailPerDay: number;
  private readonly rounds: PeriodicRound;
  private readonly reminderIntervalMs: number;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly mails: GrievanceMails,
    private readonly shopDetails: ShopDetailsService,
    options: GrievanceOptions = {},
  ) {
    this.counters = new ThrottleCounters(prisma, () => Date.now());
    this.perAddressPerHour = options.perAddressPerHour ?? 10;
    this.perEmailPerDay = options.perEmailPerDay ?? 5;
    this.reminderIntervalMs = options.reminderIntervalMs ?? 3_600_000;
    this.rounds = new PeriodicRound({
      name: 'grievance-reminders',
      intervalMs: this.reminderIntervalMs,
      round: () => this.remindOnce(),
      log: (line) => logger.info({ component: 'grievances' }, line),
    });
  }

  start(): void {
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /**
   * One round of reminders to the Grievance Officer: each open grievance once when a week of its
   * month is left and once when the month is past. The mail's dedupe key makes each reminder happen
   * once however many rounds or hosts look; grievances already reminded are not read again.
   */
  async remindOnce(now: Date = new Date()): Promise<number> {
    let queued = 0;
    for (const stage of ['overdue', 'due-soon'] as const) {
      // The redress date is one calendar month after receipt (redressBy); its reminder a week before.
      const dueAt = (g: { createdAt: Date }) => redressBy(g.createdAt).getTime();
      const edge = stage === 'overdue' ? now : new Date(now.getTime() + DUE_SOON_DAYS * 86_400_000);
      // A month is at most 31 days: everything received before edge − 28 days may be due; redressBy decides.
      const ids = await this.prisma.$queryRaw<Array<{ id: string }>>`
        SELECT g."id" FROM "Grievance" g
        WHERE g."status" = 'OPEN' AND g."createdAt" <= ${new Date(edge.getTime() - 28 * 86_400_000)}
          AND NOT EXISTS (SELECT 1 FROM "Mail" m WHERE m."dedupeKey" = ${`grievance-${stage}:`} || g."id")
          ${stage === 'due-soon' ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "Mail" m WHERE m."dedupeKey" = 'grievance-overdue:' || g."id")` : Prisma.empty}
        ORDER BY g."createdAt" ASC
        LIMIT 500`;
      const candidates = await this.prisma.grievance.findMany({
        where: { id: { in: ids.map((r) => r.id) } },
        orderBy: { createdAt: 'asc' },
      });
      for (const g of candidates) {
        if (dueAt(g) > edge.getTime()) continue;
        const sent = await this.prisma.$transaction(async (tx) => {
          const still = await tx.grievance.findUnique({ where: { id: g.id }, select: { status: true } });
          if (still?.status !== 'OPEN') return false;
          const details = await this.shopDetails.current(tx);
          return this.mails.reminder(tx, g, stage, officerOf(details));
        }, WRITE_TX);
        if (sent) queued++;
      }
    }
    return queued;
  }

  /** Records a grievance and queues its acknowledgement in the same transaction; every wrong field is named. */
  async file(
    rc: RequestContext,
    input: { name?: unknown; email?: unknown; orderNumber?: unknown; subject?: unknown; message?: unknown },
  ): Promise<GrievanceReceipt> {
    const fields: Record<string, string> = {};
    const checked = {
      name: text(input.name, 'Your name', LIMITS.name),
      subject: text(input.subject, 'The subject', LIMITS.subject),
      message: text(input.message, 'Your complaint', LIMITS.message),
    };
    for (const [key, value] of Object.entries(checked)) if (typeof value !== 'string') fields[key] = value.error;
    let email = '';
    try {
      email = checkEmail(input.email);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      fields.email = 'Enter a valid email address';
    }
    let orderNumber: string | null = null;
    if (input.orderNumber !== undefined && input.orderNumber !== null && String(input.orderNumber).trim() !== '') {
      const match = typeof input.orderNumber === 'string' ? ORDER_NUMBER.exec(input.orderNumber.trim()) : null;
      if (match) orderNumber = `#${match[1]!.toUpperCase()}`;
      else fields.orderNumber = 'An order number is 8 letters and digits, as in #IHIR5KE0 (or leave it empty)';
    }
    if (Object.keys(fields).length) throw invalidFields(fields);

    const keys = { address: `grievance-address:${rc.clientAddress ?? '-'}`, email: `grievance-email:${email}` };
    const [byAddress, byEmail] = await Promise.all([
      this.counters.hit([keys.address], 3_600_000),
      this.counters.hit([keys.email], 86_400_000),
    ]);
    const address = byAddress.get(keys.address)!;
    const mailbox = byEmail.get(keys.email)!;
    if (address.hits > this.perAddressPerHour || mailbox.hits > this.perEmailPerDay) {
      const over = address.hits > this.perAddressPerHour ? address : mailbox;
      throw tooManyRequests(
        'Too many grievances at once: we have the ones you sent. Write to the Grievance Officer if you need to add to them',
        Math.max(1, Math.ceil((over.resetAt.getTime() - Date.now()) / 1000)),
      );
    }

    const grievance = await this.prisma.$transaction(async (tx) => {
      const details = await this.shopDetails.current(tx);
      const row = await tx.grievance.create({
        data: {
          reference: newReference(),
          name: checked.name as string,
          email,
          orderNumber,
          subject: checked.subject as string,
          message: checked.message as string,
          userId: rc.viewer?.role === 'CUSTOMER' ? rc.viewer.id : null,
        },
      });
      await this.mails.filed(tx, row, officerOf(details), rc.origin);
      return { row, details };
    }, WRITE_TX);
    return {
      reference: grievance.row.reference,
      receivedAt: grievance.row.createdAt,
      resolveBy: redressBy(grievance.row.createdAt),
      officerName: grievance.details.grievanceName,
      officerDesignation: grievance.details.grievanceDesignation,
    };
  }

  /** The back office's list: open ones oldest first (the oldest is the most urgent), then resolved ones newest first. */
  async list(
    rc: RequestContext,
    input: { status?: GrievanceStatus | null; take?: number | null; skip?: number | null } = {},
  ): Promise<GrievanceList> {
    requirePermission(rc, 'grievances');
    const take = input.take ?? 50;
    const skip = input.skip ?? 0;
    if (!Number.isInteger(take) || take < 1 || take > 200) throw invalidInput('take must be 1 to 200', 'take');
    if (!Number.isInteger(skip) || skip < 0) throw invalidInput('skip must be 0 or more', 'skip');
    if (input.status && input.status !== 'OPEN' && input.status !== 'RESOLVED') {
      throw invalidInput('status must be OPEN or RESOLVED', 'status');
    }
    const where: Prisma.GrievanceWhereInput = input.status ? { status: input.status } : {};
    const [items, total, open] = await Promise.all([
      this.prisma.grievance.findMany({
        where,
        orderBy: [{ status: 'asc' }, { createdAt: input.status === 'RESOLVED' ? 'desc' : 'asc' }, { id: 'asc' }],
        take,
        skip,
      }),
      this.prisma.grievance.count({ where }),
      this.prisma.grievance.count({ where: { status: 'OPEN' } }),
    ]);
    return { items, total, open };
  }

  /**
   * Resolves an open grievance with what was done; the complainant is mailed the note in the same
   * transaction. Resolving one already resolved is a CONFLICT (the first note stands).
   */
  async resolve(rc: RequestContext, id: unknown, resolutionInput: unknown): Promise<Grievance> {
    const admin = requirePermission(rc, 'grievances');
    if (typeof id !== 'string' || !id || id.length > 100) throw invalidInput('id is required', 'id');
    const resolution = text(resolutionInput, 'The resolution note', LIMITS.resolution);
    if (typeof resolution !== 'string') throw invalidInput(resolution.error, 'resolution');
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.grievance.updateMany({
        where: { id, status: 'OPEN' },
        data: { status: 'RESOLVED', resolution, resolvedAt: new Date(), resolvedById: admin.id },
      });
      const row = await tx.grievance.findUnique({ where: { id } });
      if (!row) throw notFound(`No grievance with id ${id}`);
      if (count === 0) throw new DomainError('CONFLICT', `Grievance ${row.reference} is resolved already`);
      const details = await this.shopDetails.current(tx);
      await this.mails.resolved(tx, { ...row, resolution }, officerOf(details));
      await writeAudit(
        tx,
        {
          kind: 'grievance.resolve',
          objectType: 'Grievance',
          objectId: row.id,
          summary: `Grievance ${row.reference} resolved`,
          before: { status: 'OPEN' },
          after: { status: 'RESOLVED', resolution },
        },
        rc,
      );
      return row;
    }, WRITE_TX);
  }
}
