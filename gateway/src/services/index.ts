import type { PrismaClient } from '../db/generated/client/client.js';
import { CatalogService } from './catalog.js';
import { AuthService } from './auth.js';
import { HashingGate, type HashingGateOptions } from './hashing-gate.js';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle.js';
import { SessionService } from './sessions.js';
import { loadJwtSecret, TokenService } from './tokens.js';
import { UserService } from './users.js';
import { NavigationService } from './navigation.js';

export interface ServicesOptions {
  /** The token signing secret, from loadJwtSecret (JWT_SECRET or the data directory). */
  jwtSecret?: string;
  loginThrottle?: LoginThrottleOptions;
  hashing?: HashingGateOptions;
}

/** All services of one running gateway; created once, shared by GraphQL and REST. */
export function createServices(prisma: PrismaClient, options: ServicesOptions = {}) {
  // Without a configured secret (tests) tokens are signed with a random per-process secret.
  const tokens = new TokenService(options.jwtSecret ?? loadJwtSecret({}));
  const sessions = new SessionService(prisma, tokens);
  const auth = new AuthService(
    prisma,
    sessions,
    new LoginThrottle(prisma, options.loginThrottle),
    new HashingGate(options.hashing),
  );
  return {
    auth,
    users: new UserService(prisma, auth),
    catalog: new CatalogService(prisma),
    navigation: new NavigationService(prisma),
  };
}

export type Services = ReturnType<typeof createServices>;
