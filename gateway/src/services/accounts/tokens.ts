import { randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { DomainError } from '../errors.js';
import type { Viewer } from './viewer.js';

const TOKEN_ISSUER = 'kapda-shop';
const TOKEN_AUDIENCE = 'kapda-shop-clients';
const TOKEN_TTL = '7d';
export const TOKEN_TTL_MS = 7 * 24 * 3600_000;
const MIN_SECRET_BYTES = 32;

const SESSION_EXPIRED = 'Your session has expired, please sign in again';
export const INVALID_TOKEN = 'Invalid token';
export const SESSION_ENDED = 'This session has ended, please sign in again';

/** What a verified token claims. The role is a hint for clients; authorization re-reads it. */
export interface TokenClaims {
  userId: string;
  role: Viewer['role'];
  /** The Session row this token belongs to; deleting the row ends the token. */
  sessionId: string;
}

/**
 * The signing secret given as configuration (JWT_SECRET), checked; without one (tests) a fresh
 * random one. A shop started without JWT_SECRET keeps a generated one in its database, shared
 * by every host (ops/shared-secrets.ts). Never a constant in the code: a published secret lets
 * anyone mint admin tokens.
 */
export function loadJwtSecret(options: { jwtSecret?: string }): string {
  if (options.jwtSecret) {
    if (Buffer.byteLength(options.jwtSecret) < MIN_SECRET_BYTES) {
      throw new Error(
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes; generate one with: openssl rand -base64 48`,
      );
    }
    return options.jwtSecret;
  }
  return randomBytes(48).toString('base64url');
}

/** Issues and verifies the shop's session tokens (HS256 JWTs). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A signed token for a session: subject = user id, jti = session id, a role claim, 7 days of validity. */
  issue(user: { id: string; role: Viewer['role'] }, sessionId: string): Promise<string> {
    return new SignJWT({ role: user.role })
      .setJti(sessionId)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(TOKEN_TTL)
      .sign(this.key);
  }

  /**
   * Verifies signature, algorithm (HS256 only, so `alg: none` and key-confusion tricks fail),
   * issuer, audience and expiry. Throws UNAUTHENTICATED with a message a client can show.
   */
  async verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        // A token without a session (issued before sessions existed) cannot be revoked: refused.
        requiredClaims: ['sub', 'exp', 'jti'],
      });
      const role = payload.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
      if (!payload.sub || !payload.jti) throw new DomainError('UNAUTHENTICATED', INVALID_TOKEN);
      return { userId: payload.sub, role, sessionId: payload.jti };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
      throw new DomainError('UNAUTHENTICATED', INVALID_TOKEN);
    }
  }
}
