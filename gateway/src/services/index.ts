import type { PrismaClient } from '../db/generated/client/client.js';
import { CatalogService } from './catalog.js';
import { AuthService } from './auth.js';
import { HashingGate, type HashingGateOptions } from './hashing-gate.js';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle.js';
import { SessionService } from './sessions.js';
import { loadJwtSecret, TokenService } from './tokens.js';
import { UserService } from './users.js';
import { NavigationService } from './navigation.js';
import { CartService } from './cart.js';
import { OrderService } from './orders.js';
import { PaymentService } from './payments.js';
import { SandboxProvider, loadSandboxSecret } from '../payments/sandbox.js';
import type { PaymentProvider } from '../payments/provider.js';

export interface ServicesOptions {
  /** The token signing secret, from loadJwtSecret (JWT_SECRET or the data directory). */
  jwtSecret?: string;
  loginThrottle?: LoginThrottleOptions;
  hashing?: HashingGateOptions;
  /** Minutes a new order waits for its payment (ORDER_PAYMENT_TIMEOUT_MINUTES); default 30. */
  paymentTimeoutMinutes?: number;
  /** The payment provider; default a sandbox with a per-process secret (tests). */
  payments?: PaymentProvider;
  /** PUBLIC_URL: the shop's address for payment callbacks; default the address a request came to. */
  publicUrl?: string;
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
    cart: new CartService(prisma),
    orders: new OrderService(prisma, { paymentTimeoutMinutes: options.paymentTimeoutMinutes }),
    payments: new PaymentService(
      prisma,
      options.payments ?? new SandboxProvider(prisma, loadSandboxSecret()),
      options.publicUrl,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;

// The services' public surface beyond createServices: what the GraphQL schema needs (the shapes
// its resolvers return, the limits its descriptions and cost estimates quote, the errors its auth
// scopes raise). schema/ imports the gateway only through this file and the generated Prisma
// types; ESLint holds it to that (docs/decisions/013-schema-beside-the-gateway.md).
export type { RequestContext, Viewer } from './viewer.js';
export type { Session } from './auth.js';
export type { CartLine, CartView } from './cart.js';
export type { NavCategory, NavFeatured, NavItem, NavPage, NavSection, Navigation } from './navigation.js';
export { shippingAddressOf, shippingSnapshotSelect, type AddressFields } from './order-rules.js';
export type { PaymentLinkView } from './payments.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from './paging.js';
export { DEFAULT_SIMILAR, MAX_SIMILAR } from './catalog.js';
export { addressOrder, DEFAULT_USER_PAGE_SIZE, MAX_USER_PAGE_SIZE } from './users.js';
export { forbidden, unauthenticated } from './errors.js';
