import type { MailStatus, Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { MailStatus as MailStatuses } from '../../db/generated/client/enums.js';
import { requireAdmin } from '../accounts/access.js';
import { searchText } from '../search-text.js';
import { invalidInput, notFound } from '../errors.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';
import type { RequestContext } from '../accounts/viewer.js';

/** A mail as the admin reads it: the secret a queued mail still carries is never shown. */
export interface MailView {
  id: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  orderId: string | null;
  userId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface MailListInput extends PageInput {
  status?: readonly unknown[] | null;
  /** Part of the recipient's address or of the subject, or an order id. */
  search?: string | null;
}

const MAIL_STATUSES: readonly string[] = Object.values(MailStatuses);
const HIDDEN = '[hidden until sent]';

function view(row: Prisma.MailGetPayload<object>): MailView {
  const { secret, claimToken: _claim, claimedUntil: _until, messageId: _id, dedupeKey: _key, ...rest } = row;
  if (!secret) return rest;
  return { ...rest, html: rest.html.split(secret).join(HIDDEN), text: rest.text.split(secret).join(HIDDEN) };
}

/**
 * The admin's mailbox (/admin/mailbox): every mail the shop wrote, newest first, with its
 * status and the last error. Without an SMTP server it is where mails are read at all.
 */
export class MailboxService {
  constructor(private readonly prisma: PrismaClient) {}

  async list(rc: RequestContext, input: MailListInput): Promise<Page<MailView>> {
    requireAdmin(rc);
    const paging = checkPaging(input);
    const statuses = input.status?.length ? input.status.map(checkStatus) : null;
    const search = searchText(input.search);
    const where: Prisma.MailWhereInput = {
      ...(statuses ? { status: { in: statuses } } : {}),
      ...(search
        ? {
            OR: [
              { to: { contains: search, mode: 'insensitive' } },
              { subject: { contains: search, mode: 'insensitive' } },
              { orderId: search },
            ],
          }
        : {}),
    };
    const [totalElements, rows] = await Promise.all([
      this.prisma.mail.count({ where }),
      this.prisma.mail.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: paging.skip,
        take: paging.take,
      }),
    ]);
    return pageOf(rows.map(view), totalElements, paging);
  }

  async get(rc: RequestContext, id: string): Promise<MailView> {
    requireAdmin(rc);
    const row = await this.prisma.mail.findUnique({ where: { id: String(id) } });
    if (!row) throw notFound(`No mail with id ${id}`);
    return view(row);
  }
}

function checkStatus(value: unknown): MailStatus {
  const name = String(value).trim().toUpperCase();
  if (!MAIL_STATUSES.includes(name)) {
    throw invalidInput(`Unknown mail status "${String(value)}"; use ${MAIL_STATUSES.join(', ')}`, 'status');
  }
  return name as MailStatus;
}
