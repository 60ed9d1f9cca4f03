import { randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { checkEmail, checkNewPassword, duplicateEmail, requiredText, type Unchecked } from './account-rules.js';
import { DomainError, invalidInput, unauthenticated } from '../errors.js';
import { hashPassword } from './passwords.js';
import { INVALID_TOKEN } from './tokens.js';
import { isUniqueViolation } from '../../db/errors.js';
import { WRITE_TX } from '../../db/transactions.js';
import { signedIn, type RequestContext } from './viewer.js';
import type { AccountNotices } from './account-notices.js';

/** Extra Prisma selection a caller wants on each user (GraphQL plans it from the query). */
export type UserQuery = { include?: Prisma.UserInclude; select?: Prisma.UserSelect };

/** Addresses in the order they were saved: the first is the default billing, the last the default shipping. */
export const addressOrder = [{ createdAt: 'asc' }, { id: 'asc' }] satisfies Prisma.AddressOrderByWithRelationInput[];

export { DEFAULT_PAGE_SIZE as DEFAULT_USER_PAGE_SIZE, MAX_PAGE_SIZE as MAX_USER_PAGE_SIZE } from '../paging.js';

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
}

/** Proves the signed-in user knows their password (AuthService, throttled and gated). */
export interface CurrentPasswordCheck {
  checkCurrentPassword(rc: RequestContext, password: unknown): Promise<void>;
}

const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email';

/** Accounts as data: the viewer's own profile, granting admin (the customer list is AdminCustomerService). */
export class UserService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly passwords: CurrentPasswordCheck,
    /** The notice to the old address when the e-mail changes, queued with the change. */
    private readonly mails?: AccountNotices,
  ) {}

  /** The signed-in user, or null for a visitor. */
  async me<Q extends UserQuery>(rc: RequestContext, query: Q = {} as Q) {
    if (!rc.viewer) return null;
    const user = await this.prisma.user.findUnique({ ...query, where: { id: rc.viewer.id } });
    return user as Prisma.UserGetPayload<Q> | null;
  }

  /**
   * Changes the viewer's own name or email; omitted fields stay. A new email needs the current
   * password (whoever holds a stolen session must not take the account over through a password
   * reset to their own mailbox). A taken email is a CONFLICT.
   */
  async updateProfile<Q extends UserQuery>(
    rc: RequestContext,
    input: Unchecked<ProfileFields & { currentPassword: string }>,
    query: Q = {} as Q,
  ) {
    const viewer = signedIn(rc);
    const data: Partial<ProfileFields> = {};
    if (input.firstName != null) data.firstName = requiredText(input.firstName, 'firstName');
    if (input.lastName != null) data.lastName = requiredText(input.lastName, 'lastName');
    if (input.email != null) data.email = checkEmail(input.email);
    let oldEmail: { email: string; firstName: string } | null = null;
    if (data.email !== undefined) {
      const current = await this.prisma.user.findUnique({
        where: { id: viewer.id },
        select: { email: true, firstName: true },
      });
      if (!current) throw unauthenticated(INVALID_TOKEN);
      oldEmail = current;
      if (current.email === data.email) delete data.email;
      else if (input.currentPassword == null || input.currentPassword === '') {
        throw invalidInput(CURRENT_PASSWORD_FOR_EMAIL, 'currentPassword');
      } else await this.passwords.checkCurrentPassword(rc, input.currentPassword);
    }
    try {
      // Ownership: the id comes from the verified viewer, never from the input.
      const user = await this.prisma.$transaction(async (tx) => {
        const updated = await tx.user.update({ ...query, where: { id: viewer.id }, data });
        if (data.email && oldEmail) {
          const account = { id: viewer.id, email: data.email, firstName: data.firstName ?? oldEmail.firstName };
          await this.mails?.emailChanged(tx, { user: account, oldEmail: oldEmail.email, at: new Date() }, rc.origin);
        }
        return updated;
      }, WRITE_TX);
      return user as Prisma.UserGetPayload<Q>;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail();
      if ((error as { code?: string }).code === 'P2025') throw unauthenticated(INVALID_TOKEN);
      throw error;
    }
  }

  /**
   * Makes the account with this email an ADMIN, creating it when there is none (with the
   * given password, or a generated one that is returned once). For the operator's CLI only.
   */
  grantAdmin(emailInput: string, password?: string) {
    return grantAdmin(this.prisma, emailInput, { password });
  }
}

/** The password of an admin account being made: as typed (checked, then hashed), or hashed already. */
export type AdminPassword = { password?: string } | { passwordHash: string };

/**
 * The one place an admin account is made (admin:create, and the seed inside its transaction):
 * the email is checked like a sign-up's, an existing account becomes ADMIN, a new one is "Shop
 * Admin" with the given password, or a generated one returned once.
 */
export async function grantAdmin(
  db: Pick<PrismaClient, 'user'>,
  emailInput: string,
  given: AdminPassword = {},
): Promise<{ email: string; created: boolean; password?: string }> {
  const email = checkEmail(emailInput);
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) {
    await db.user.update({ where: { id: existing.id }, data: { role: 'ADMIN' } });
    return { email, created: false };
  }
  let generated: string | undefined;
  let passwordHash: string;
  if ('passwordHash' in given) passwordHash = given.passwordHash;
  else {
    const chosen = given.password
      ? checkNewPassword(given.password)
      : (generated = randomBytes(12).toString('base64url'));
    passwordHash = await hashPassword(chosen);
  }
  await db.user.create({ data: { email, firstName: 'Shop', lastName: 'Admin', role: 'ADMIN', passwordHash } });
  return { email, created: true, ...(generated ? { password: generated } : {}) };
}

/**
 * Sets a new password on an existing admin account, for an owner locked out of it (the start
 * banner points here when it cannot know the admin's password): ADMIN_PASSWORD, else generated.
 */
export async function resetAdminPassword(
  prisma: PrismaClient,
  emailInput: string,
  password?: string,
): Promise<{ email: string; password?: string }> {
  const email = checkEmail(emailInput);
  const chosen = password ? checkNewPassword(password) : randomBytes(12).toString('base64url');
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw new DomainError('NOT_FOUND', `There is no account ${email}`);
  const passwordHash = await hashPassword(chosen);
  // A reset password ends every session of the account, as a password change does.
  await prisma.$transaction([
    prisma.user.update({ where: { id: user.id }, data: { role: 'ADMIN', passwordHash } }),
    prisma.session.deleteMany({ where: { userId: user.id } }),
  ]);
  return { email, ...(password ? {} : { password: chosen }) };
}
