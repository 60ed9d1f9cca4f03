import type { PrismaClient } from '../db/generated/client/client.js';
import { CatalogService } from './catalog.js';
import type { SqlQuery } from './catalog-sql.js';
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
import { AdminOrderService } from './admin-orders.js';
import { AdminProductService } from './admin-products.js';
import { AdminCustomerService } from './admin-customers.js';
import { DashboardService } from './dashboard.js';
import { SandboxProvider, loadSandboxSecret } from '../payments/sandbox.js';
import type { PaymentProvider } from '../payments/provider.js';
import { ApiKeyService } from './api-keys.js';
import { ConnectionService } from './connections.js';
import { ApiLimits, type ApiLimitOptions } from './api-limits.js';

export interface ServicesOptions {
  /** The token signing secret, from loadJwtSecret (JWT_SECRET or the data directory). */
  jwtSecret?: string;
  loginThrottle?: LoginThrottleOptions;
  hashing?: HashingGateOptions;
  /** Minutes a new order waits for its payment (ORDER_PAYMENT_TIMEOUT_MINUTES); default 30. */
  paymentTimeoutMinutes?: number;
  /** The payment provider; default a sandbox with a per-process secret (tests). */
  payments?: PaymentProvider;
  /** Runs the catalog's hot statements; the PostgreSQL pool's own query when there is one. */
  sql?: SqlQuery;
  /** PUBLIC_URL: the shop's address for payment callbacks; default the address a request came to. */
  publicUrl?: string;
  /** RETURN_WINDOW_DAYS: how long after delivery an order may be marked returned; default 7. */
  returnWindowDays?: number;
  /** Budgets of GraphQL callers without an API key (API_ANON_*); tests shorten the window. */
  apiLimits?: ApiLimitOptions;
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
    catalog: new CatalogService(prisma, options.sql),
    navigation: new NavigationService(prisma),
    cart: new CartService(prisma),
    orders: new OrderService(prisma, { paymentTimeoutMinutes: options.paymentTimeoutMinutes }),
    payments: new PaymentService(
      prisma,
      options.payments ?? new SandboxProvider(prisma, loadSandboxSecret()),
      options.publicUrl,
    ),
    adminOrders: new AdminOrderService(prisma, options.returnWindowDays),
    adminProducts: new AdminProductService(prisma),
    adminCustomers: new AdminCustomerService(prisma),
    dashboard: new DashboardService(prisma),
    apiKeys: new ApiKeyService(prisma),
    connections: new ConnectionService(prisma),
    apiLimits: new ApiLimits(prisma, options.apiLimits),
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
export type { DailySales, DashboardFigures } from './dashboard.js';
export { SECOND_LEVEL_CATEGORIES, THIRD_LEVEL_CATEGORIES, TOP_LEVEL_CATEGORIES } from './product-rules.js';
export { DEFAULT_KEY_LIMITS, type ApiKeyRecord } from './api-keys.js';
export type { Connection } from './cursor-paging.js';
export { canArchive } from './order-lifecycle.js';
