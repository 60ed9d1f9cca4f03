import type { PrismaClient } from '../../db/generated/client/client.js';
import { unauthenticated } from '../errors.js';
import { INVALID_TOKEN, SESSION_ENDED, TOKEN_TTL_MS, type TokenService } from './tokens.js';
import type { Viewer } from './viewer.js';
import { logger } from '../../telemetry/logger.js';

export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact the shop.';

/**
 * Server-side sessions behind the JWTs: each token names a Session row (its `jti`), and a token
 * whose row is gone is refused. That is what makes logout, "sign out everywhere" and revoking
 * sessions on a password change real, and it costs no extra query: the row is read together
 * with the user's role, which every authenticated request reads anyway.
 */
export class SessionService {
  private lastSweep = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
  ) {}

  /** Opens a session for the user and returns its token. */
  async start(user: { id: string; role: Viewer['role'] }): Promise<string> {
    const now = Date.now();
    const session = await this.prisma.session.create({
      data: { userId: user.id, expiresAt: new Date(now + TOKEN_TTL_MS) },
      select: { id: true },
    });
    void this.sweep(now);
    return this.tokens.issue(user, session.id);
  }

  /**
   * The viewer a bearer token proves. The role comes from the database, not the token, so a
   * demoted admin loses access at once; a token of an ended session or a deleted account is refused.
   */
  async viewerFor(token: string): Promise<Viewer> {
    const claims = await this.tokens.verify(token);
    const session = await this.prisma.session.findUnique({
      where: { id: claims.sessionId },
      select: {
        userId: true,
        user: { select: { id: true, role: true, deactivatedAt: true, staff: { select: { role: true } } } },
      },
    });
    if (session && session.userId === claims.userId) {
      // Deactivating ends the sessions too; this also refuses any token that raced it.
      if (session.user.deactivatedAt) throw unauthenticated(ACCOUNT_DEACTIVATED);
      const { staff } = session.user;
      return {
        id: session.user.id,
        role: session.user.role,
        sessionId: claims.sessionId,
        // A staff member's permissions come from the role row, read on every request like the role.
        ...(session.user.role === 'ADMIN' && staff ? { permissions: staff.role.permissions } : {}),
      };
    }
    // Only on this failure path: tell "signed out" apart from "no such account".
    const exists = await this.prisma.user.count({ where: { id: claims.userId } });
    throw unauthenticated(exists ? SESSION_ENDED : INVALID_TOKEN);
  }

  /** Ends one session (logout); ending an already ended one is fine. */
  async end(sessionId: string): Promise<void> {
    await this.prisma.session.deleteMany({ where: { id: sessionId } });
  }

  /** Ends every session of a user (sign out everywhere, a password change). */
  async endAll(userId: string): Promise<void> {
    await this.prisma.session.deleteMany({ where: { userId } });
  }

  /** Deletes expired rows now and then; their tokens are refused by expiry anyway. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = now;
    await this.prisma.session
      .deleteMany({ where: { expiresAt: { lt: new Date(now) } } })
      .catch((error: unknown) =>
        logger.error({ component: 'sessions', err: error }, 'sweeping expired sessions failed'),
      );
  }
}
