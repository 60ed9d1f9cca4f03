import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import {
  checkEmail,
  duplicateEmail,
  EMAIL_MAX,
  checkNewPassword,
  normaliseEmail,
  presentedPassword,
  requiredText,
  type Unchecked,
} from './account-rules.js';
import { forbidden, invalidInput, unauthenticated } from '../errors.js';
import type { HashingGate } from './hashing-gate.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, unknownAccountHash, verifyPassword } from './passwords.js';
import { ACCOUNT_DEACTIVATED, type SessionService } from './sessions.js';
import { INVALID_TOKEN } from './tokens.js';
import { isUniqueViolation } from '../../db/errors.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { UserQuery } from './users.js';
import { signedIn, type RequestContext, type Viewer } from './viewer.js';
import type { AccountNotices } from './account-notices.js';
import type { TwoFactorService } from './two-factor.js';

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const BAD_CREDENTIALS = 'Invalid email or password';
const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

/** A session: the token to send as `Authorization: Bearer …` and the signed-in user. */
export interface Session<U> {
  token: string;
  user: U;
}

/**
 * Sign-up, sign-in, password changes, sessions and token-to-viewer resolution. Every
 * authentication rule lives here; GraphQL and REST only adapt their inputs and outputs.
 *
 * Every scrypt run goes through the hashing gate (a few at a time per process) and every
 * password check through the throttle, so password work has a bounded price per request.
 */
export class AuthService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly gate: HashingGate,
    /** The welcome mail, queued with the new account. */
    private readonly mails?: AccountNotices,
    /** The second factor of back-office accounts (accounts/two-factor.ts). */
    private readonly secondFactor?: TwoFactorService,
  ) {}

  /** Creates a CUSTOMER account and signs it in. Emails are unique case-insensitively (CONFLICT). */
  async signup<Q extends UserQuery>(rc: RequestContext, input: Unchecked<SignupFields>, query: Q = {} as Q) {
    const data = {
      firstName: requiredText(input.firstName, 'firstName'),
      lastName: requiredText(input.lastName, 'lastName'),
      email: checkEmail(input.email),
      password: checkNewPassword(input.password),
    };
    // Checked before hashing so a duplicate does not cost 128 MiB of scrypt; the unique index
    // still decides when two sign-ups race.
    if (await this.prisma.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
      throw duplicateEmail();
    }
    await this.throttle.signup(rc.clientAddress);
    const { password, ...profile } = data;
    const passwordHash = await this.gate.run(() => hashPassword(password));
    let created: Viewer;
    try {
      created = await this.prisma.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: { ...profile, role: 'CUSTOMER', passwordHash },
          select: { id: true, role: true, email: true, firstName: true },
        });
        await this.mails?.welcome(tx, user, rc.origin);
        return { id: user.id, role: user.role };
      }, WRITE_TX);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
    const user = await this.prisma.user.findUniqueOrThrow({ ...query, where: { id: created.id } });
    return this.session(user as Prisma.UserGetPayload<Q>, created);
  }

  /**
   * Signs in with email and password. Wrong email and wrong password get the same answer,
   * after the same amount of work; repeated failures are slowed down, then refused.
   */
  async signin<Q extends UserQuery>(
    rc: RequestContext,
    input: Unchecked<{ email: string; password: string }> & { code?: unknown; recoveryCode?: unknown },
    query: Q = {} as Q,
  ) {
    const user = await this.checkPassword(rc, input);
    // A back-office account may need its second factor too (REST clients get the error naming the GraphQL flow).
    const extra = user.role === 'ADMIN' && this.secondFactor ? await this.secondFactor.check(rc, user, input) : {};
    const full = await this.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    return { ...(await this.session(full as Prisma.UserGetPayload<Q>, user)), ...extra };
  }

  /** Starts second-factor enrolment for a back-office account, after its password. */
  async startTwoFactorEnrolment(rc: RequestContext, input: Unchecked<{ email: string; password: string }>) {
    const user = await this.checkPassword(rc, input);
    if (user.role !== 'ADMIN' || !this.secondFactor) throw forbidden('Only staff accounts use a second factor');
    return this.secondFactor.startEnrolment(user);
  }

  /** The account an e-mail and password prove (throttled, the same answer for both mistakes). */
  private async checkPassword(rc: RequestContext, input: Unchecked<{ email: string; password: string }>) {
    requiredText(input.email, 'email', EMAIL_MAX);
    const password = presentedPassword(input.password);
    const email = normaliseEmail(input.email);
    const user = await this.prisma.user.findUnique({
      where: { email },
      select: { id: true, role: true, passwordHash: true, deactivatedAt: true },
    });
    if (
      !(await this.passwordMatches(rc, email, password, user?.passwordHash ?? (await unknownAccountHash()))) ||
      !user
    ) {
      throw unauthenticated(BAD_CREDENTIALS);
    }
    // Only after the password proved it is the owner: a stranger learns nothing about the account.
    if (user.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
    return { id: user.id, role: user.role, email };
  }

  /**
   * Changes the signed-in user's password; the current one must be given and right. Every
   * session of the account ends (a thief's included), and the caller gets a fresh one.
   */
  async changePassword<Q extends UserQuery>(
    rc: RequestContext,
    input: Unchecked<{ currentPassword: string; newPassword: string }>,
    query: Q = {} as Q,
  ) {
    const viewer = signedIn(rc);
    const next = checkNewPassword(input.newPassword, 'newPassword');
    await this.checkCurrentPassword(rc, input.currentPassword);
    const passwordHash = await this.gate.run(() => hashPassword(next));
    await this.prisma.$transaction([
      this.prisma.user.update({ where: { id: viewer.id }, data: { passwordHash } }),
      this.prisma.session.deleteMany({ where: { userId: viewer.id } }),
    ]);
    const user = await this.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    return this.session(user as Prisma.UserGetPayload<Q>, viewer);
  }

  /**
   * Checks the signed-in user's current password (for changes that must prove it is really
   * them: a new password or a new email). Wrong guesses are throttled like sign-ins.
   */
  async checkCurrentPassword(rc: RequestContext, input: unknown): Promise<void> {
    const viewer = signedIn(rc);
    const current = presentedPassword(input, 'currentPassword');
    const user = await this.prisma.user.findUnique({
      where: { id: viewer.id },
      select: { email: true, passwordHash: true },
    });
    if (!user) throw unauthenticated(INVALID_TOKEN);
    if (!(await this.passwordMatches(rc, user.email, current, user.passwordHash))) {
      throw invalidInput(WRONG_CURRENT_PASSWORD, 'currentPassword');
    }
  }

  /** Ends the session of this request's token. */
  async logout(rc: RequestContext): Promise<true> {
    const viewer = signedIn(rc);
    if (viewer.sessionId) await this.sessions.end(viewer.sessionId);
    return true;
  }

  /** Ends every session of the signed-in user, on every device, this one included. */
  async logoutEverywhere(rc: RequestContext): Promise<true> {
    await this.sessions.endAll(signedIn(rc).id);
    return true;
  }

  /** The viewer a bearer token proves (see SessionService.viewerFor). */
  viewerForToken(token: string): Promise<Viewer> {
    return this.sessions.viewerFor(token);
  }

  /** One throttled, gated password check for `email` (the throttle key; may be unknown). */
  private async passwordMatches(rc: RequestContext, email: string, password: string, hash: string) {
    await this.throttle.attempt(email, rc.clientAddress);
    const matches = await this.gate.run(() => verifyPassword(password, hash));
    if (matches) await this.throttle.succeeded(email, rc.clientAddress);
    return matches;
  }

  private async session<U>(user: U, viewer: Viewer): Promise<Session<U>> {
    return { token: await this.sessions.start(viewer), user };
  }
}
