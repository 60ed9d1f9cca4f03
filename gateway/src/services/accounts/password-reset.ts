import { createHash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { forbidden, invalidInput, tooManyRequests } from '../errors.js';
import type { AccountNotices } from './account-notices.js';
import { ThrottleCounters } from '../throttle-counters.js';
import { checkEmail, checkNewPassword, type Unchecked } from './account-rules.js';
import type { Session } from './auth.js';
import type { HashingGate } from './hashing-gate.js';
import { hashPassword } from './passwords.js';
import { ACCOUNT_DEACTIVATED, type SessionService } from './sessions.js';
import type { UserQuery } from './users.js';
import type { RequestContext } from './viewer.js';

export const RESET_TOKEN_MINUTES = 30;
const INVALID_RESET_LINK =
  'This reset link is not valid any more: it was used, or it is older than 30 minutes. Ask for a new one.';

export interface PasswordResetOptions {
  windowMs?: number;
  /** Reset mails one account gets per window; more requests are answered the same but send nothing. */
  mailsPerAccount?: number;
  /** Reset requests one network address may make per window (any accounts); more are refused. */
  requestsPerAddress?: number;
  now?: () => number;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": a mailed link with a random token (32 bytes; only its SHA-256 is stored),
 * valid for 30 minutes and used once; setting the new password ends every session and signs in.
 * A request is answered the same whether or not the address has an account. Requests are
 * throttled per network address (refused: one client cannot spray every address) and per
 * account (answered as usual but no further mail, so nobody can flood an inbox).
 */
export class PasswordResetService {
  private readonly counters: ThrottleCounters;
  private readonly o: Required<Omit<PasswordResetOptions, 'now'>>;
  private readonly now: () => number;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly sessions: SessionService,
    private readonly gate: HashingGate,
    private readonly mails: AccountNotices,
    options: PasswordResetOptions = {},
  ) {
    this.o = {
      windowMs: options.windowMs ?? 15 * 60_000,
      mailsPerAccount: options.mailsPerAccount ?? 3,
      requestsPerAddress: options.requestsPerAddress ?? 20,
    };
    this.now = options.now ?? (() => Date.now());
    this.counters = new ThrottleCounters(prisma, () => this.now());
  }

  /** Mails a reset link when the address belongs to an active account; says nothing either way. */
  async request(rc: RequestContext, emailInput: unknown): Promise<void> {
    const email = checkEmail(emailInput);
    const keys = { address: `reset-address:${rc.clientAddress ?? '-'}`, account: `reset-account:${email}` };
    const counts = await this.counters.hit([keys.address, keys.account], this.o.windowMs);
    const byAddress = counts.get(keys.address)!;
    if (byAddress.hits > this.o.requestsPerAddress) {
      const seconds = (byAddress.resetAt.getTime() - this.now()) / 1000;
      throw tooManyRequests('Too many password reset requests from your network. Try again later.', seconds);
    }
    if (counts.get(keys.account)!.hits > this.o.mailsPerAccount) return;
    const user = await this.prisma.user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true, deactivatedAt: true },
    });
    if (!user || user.deactivatedAt) return;
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.prisma.$transaction(async (tx) => {
      const row = await tx.passwordResetToken.create({
        data: {
          userId: user.id,
          tokenHash: sha256(token),
          createdAt: new Date(now),
          expiresAt: new Date(now + RESET_TOKEN_MINUTES * 60_000),
        },
        select: { id: true },
      });
      await this.mails.passwordReset(tx, user, { id: row.id, token, minutes: RESET_TOKEN_MINUTES }, rc.origin);
    }, WRITE_TX);
  }

  /**
   * Sets a new password with a mailed token (the sign-up's password rules), ends every session
   * of the account and every other reset link, and signs in: the answer is a fresh session.
   */
  async reset<Q extends UserQuery>(
    _rc: RequestContext,
    input: Unchecked<{ token: string; password: string }>,
    query: Q = {} as Q,
  ): Promise<Session<Prisma.UserGetPayload<Q>>> {
    const password = checkNewPassword(input.password);
    if (typeof input.token !== 'string' || !input.token || input.token.length > 200) {
      throw invalidInput(INVALID_RESET_LINK, 'token');
    }
    const tokenHash = sha256(input.token);
    // Looked up before hashing: a made-up token costs no scrypt.
    const found = await this.prisma.passwordResetToken.findUnique({
      where: { tokenHash },
      select: {
        id: true,
        usedAt: true,
        expiresAt: true,
        user: { select: { id: true, role: true, deactivatedAt: true } },
      },
    });
    if (!found || found.usedAt || found.expiresAt.getTime() <= this.now())
      throw invalidInput(INVALID_RESET_LINK, 'token');
    if (found.user.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
    const passwordHash = await this.gate.run(() => hashPassword(password));
    const now = new Date(this.now());
    await this.prisma.$transaction(async (tx) => {
      // The compare-and-set that makes a token single use, even when two tabs send it at once.
      const used = await tx.passwordResetToken.updateMany({
        where: { id: found.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (used.count !== 1) throw invalidInput(INVALID_RESET_LINK, 'token');
      await tx.user.update({ where: { id: found.user.id }, data: { passwordHash } });
      await tx.session.deleteMany({ where: { userId: found.user.id } });
      await tx.passwordResetToken.updateMany({ where: { userId: found.user.id, usedAt: null }, data: { usedAt: now } });
    }, WRITE_TX);
    const user = await this.prisma.user.findUniqueOrThrow({ ...query, where: { id: found.user.id } });
    return { token: await this.sessions.start(found.user), user: user as Prisma.UserGetPayload<Q> };
  }
}
