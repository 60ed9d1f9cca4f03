import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { likeLiteral, searchText } from '../search-text.js';
import { requireAdmin } from '../accounts/access.js';
import { DomainError, forbidden, notFound } from '../errors.js';
import { writeAudit } from '../audit/audit-log.js';
import { WRITE_TX } from '../../db/transactions.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';
import type { UserQuery } from '../accounts/users.js';
import type { RequestContext } from '../accounts/viewer.js';

type Loaded<Q extends UserQuery> = Prisma.UserGetPayload<Q>;

/**
 * The back office's accounts: the list with search, and deactivating an account (it cannot sign
 * in and its tokens stop working at once; its data and orders stay) or reactivating it.
 */
export class AdminCustomerService {
  constructor(private readonly prisma: PrismaClient) {}

  /** All accounts, newest first; the search matches part of the email, the first or the last name, in any case. */
  async list<Q extends UserQuery>(
    rc: RequestContext,
    input: PageInput & { search?: string | null },
    query: Q = {} as Q,
  ): Promise<Page<Loaded<Q>>> {
    requireAdmin(rc);
    const paging = checkPaging(input);
    const text = searchText(input.search);
    // ILIKE '%…%' on each column, each served by its trigram index (decision 050); the text's own
    // % and _ match themselves.
    const search = text && likeLiteral(text);
    const where: Prisma.UserWhereInput = search
      ? {
          OR: [
            { email: { contains: search, mode: 'insensitive' } },
            { firstName: { contains: search, mode: 'insensitive' } },
            { lastName: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {};
    const [totalElements, content] = await Promise.all([
      this.prisma.user.count({ where }),
      this.prisma.user.findMany({
        ...query,
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: paging.skip,
        take: paging.take,
      }),
    ]);
    return pageOf(content as Loaded<Q>[], totalElements, paging);
  }

  /**
   * Deactivates an account and ends all its sessions in one transaction, so its tokens are
   * refused from the next request on. Deactivating an inactive account changes nothing; an
   * admin cannot deactivate their own account (the shop would lose its last way in).
   */
  async deactivate<Q extends UserQuery>(rc: RequestContext, id: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const admin = requireAdmin(rc);
    if (String(id) === admin.id) {
      throw new DomainError('CONFLICT', 'You cannot deactivate your own account');
    }
    const user = await this.customer(id);
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: user.id, deactivatedAt: null },
        data: { deactivatedAt: new Date() },
      });
      await tx.session.deleteMany({ where: { userId: user.id } });
      if (count) await this.audit(tx, rc, user, false);
    }, WRITE_TX);
    return (await this.prisma.user.findUniqueOrThrow({ ...query, where: { id: String(id) } })) as Loaded<Q>;
  }

  /** Lets a deactivated account sign in again (its old sessions stay ended). */
  async reactivate<Q extends UserQuery>(rc: RequestContext, id: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    requireAdmin(rc);
    const user = await this.customer(id);
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: user.id, deactivatedAt: { not: null } },
        data: { deactivatedAt: null },
      });
      if (count) await this.audit(tx, rc, user, true);
    }, WRITE_TX);
    return (await this.prisma.user.findUniqueOrThrow({ ...query, where: { id: String(id) } })) as Loaded<Q>;
  }

  /**
   * A shopper account. A back-office account is refused (FORBIDDEN): it is deactivated on the
   * Staff page, where nobody but an owner can touch an owner (services/staff/staff.ts).
   */
  private async customer(id: string) {
    const user = await this.prisma.user.findUnique({
      where: { id: String(id) },
      select: { id: true, email: true, role: true },
    });
    if (!user) throw notFound(`No account with id ${id}`);
    if (user.role === 'ADMIN') {
      throw forbidden(
        'This is a back-office account: deactivate or reactivate it on the Staff page (adminDeactivateStaff)',
      );
    }
    return user;
  }

  private audit(
    tx: Parameters<typeof writeAudit>[0],
    rc: RequestContext,
    user: { id: string; email: string },
    active: boolean,
  ) {
    return writeAudit(
      tx,
      {
        kind: active ? 'customer.reactivate' : 'customer.deactivate',
        objectType: 'User',
        objectId: user.id,
        summary: `${user.email} ${active ? 'reactivated' : 'deactivated'}`,
        before: { active: !active },
        after: { active },
      },
      rc,
    );
  }
}
