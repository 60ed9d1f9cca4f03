import type { Prisma, PrismaClient } from '../db/generated/client/client.js';
import {
  checkEmail,
  checkNewPassword,
  normaliseEmail,
  presentedPassword,
  requiredText,
  type Unchecked,
} from './account-rules.js';
import { DomainError, invalidInput, unauthenticated } from './errors.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { INVALID_TOKEN, type TokenService } from './tokens.js';
import { isUniqueViolation, signedIn, type UserQuery } from './users.js';
import type { RequestContext, Viewer } from './viewer.js';

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const DUPLICATE_EMAIL = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Invalid email or password';

// Checked when the email is unknown, so an unknown email costs as long as a wrong password and
// response times do not reveal which emails have accounts. A fixed hash (same scrypt parameters
// as passwordHash) of a random password nobody kept: not a secret, and no hashing at start-up.
const DUMMY_HASH =
  'scrypt$131072$8$1$rNB8eV50HXpV8/UuJjTZvg==$Co75Lnv54TEwWlQMVgeQ6Hqk9JXcpIf8bEJgCZ8vKd7C8l9gmUROBrU4BttS8WegMiU2Tm+SqCf+stytlsv4JQ==';

/** A session: the token to send as `Authorization: Bearer …` and the signed-in user. */
export interface Session<U> {
  token: string;
  user: U;
}

/**
 * Sign-up, sign-in, password changes and token-to-viewer resolution. Every authentication
 * rule lives here; GraphQL and REST only adapt their inputs and outputs.
 */
export class AuthService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Creates a CUSTOMER account and signs it in. Emails are unique case-insensitively (CONFLICT). */
  async signup<Q extends UserQuery>(_rc: RequestContext, input: Unchecked<SignupFields>, query: Q = {} as Q) {
    const data = {
      firstName: requiredText(input.firstName, 'firstName'),
      lastName: requiredText(input.lastName, 'lastName'),
      email: checkEmail(input.email),
      password: checkNewPassword(input.password),
    };
    // Checked before hashing so a duplicate does not cost 128 MiB of scrypt; the unique index
    // still decides when two sign-ups race.
    if (await this.prisma.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
      throw new DomainError('CONFLICT', DUPLICATE_EMAIL, 'email');
    }
    const { password, ...profile } = data;
    let created: Viewer;
    try {
      created = await this.prisma.user.create({
        data: { ...profile, role: 'CUSTOMER', passwordHash: await hashPassword(password) },
        select: { id: true, role: true },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', DUPLICATE_EMAIL, 'email');
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
    input: Unchecked<{ email: string; password: string }>,
    query: Q = {} as Q,
  ) {
    requiredText(input.email, 'email', 254);
    const password = presentedPassword(input.password);
    const email = normaliseEmail(input.email);
    await this.throttle.attempt(email, rc.clientAddress);
    const user = await this.prisma.user.findUnique({
      where: { email },
      select: { id: true, role: true, passwordHash: true },
    });
    const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !matches) throw unauthenticated(BAD_CREDENTIALS);
    this.throttle.succeeded(email, rc.clientAddress);
    const full = await this.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    return this.session(full as Prisma.UserGetPayload<Q>, user);
  }

  /** Changes the signed-in user's password; the current one must be given and right. */
  async changePassword(
    rc: RequestContext,
    input: Unchecked<{ currentPassword: string; newPassword: string }>,
  ): Promise<true> {
    const viewer = signedIn(rc);
    const current = presentedPassword(input.currentPassword, 'currentPassword');
    const next = checkNewPassword(input.newPassword, 'newPassword');
    const user = await this.prisma.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true } });
    if (!user) throw unauthenticated(INVALID_TOKEN);
    if (!(await verifyPassword(current, user.passwordHash))) {
      throw invalidInput('The current password is not correct', 'currentPassword');
    }
    await this.prisma.user.update({ where: { id: viewer.id }, data: { passwordHash: await hashPassword(next) } });
    return true;
  }

  /**
   * The viewer a bearer token proves. The role comes from the database, not the token, so a
   * demoted admin loses access at once; a token of a deleted account is refused.
   */
  async viewerForToken(token: string): Promise<Viewer> {
    const claims = await this.tokens.verify(token);
    const user = await this.prisma.user.findUnique({ where: { id: claims.userId }, select: { id: true, role: true } });
    if (!user) throw unauthenticated(INVALID_TOKEN);
    return user;
  }

  private async session<U>(user: U, viewer: Viewer): Promise<Session<U>> {
    return { token: await this.tokens.issue(viewer), user };
  }
}
