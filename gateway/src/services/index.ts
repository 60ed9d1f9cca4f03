import type { PrismaClient } from '../db/generated/client/client.js';
import { CatalogService } from './catalog/catalog.js';
import type { SqlQuery } from '../db/client.js';
import { AuthService } from './accounts/auth.js';
import { HashingGate, type HashingGateOptions } from './accounts/hashing-gate.js';
import { LoginThrottle, type LoginThrottleOptions } from './accounts/login-throttle.js';
import { SessionService } from './accounts/sessions.js';
import { loadJwtSecret, TokenService } from './accounts/tokens.js';
import { UserService } from './accounts/users.js';
import { AddressService } from './accounts/addresses.js';
import { NavigationService } from './catalog/navigation.js';
import { CartService } from './buying/cart.js';
import { OrderService } from './buying/orders.js';
import { PaymentService } from './buying/payments.js';
import { AdminOrderService } from './back-office/admin-orders.js';
import { AdminProductService } from './back-office/admin-products.js';
import { AdminCustomerService } from './back-office/admin-customers.js';
import { DashboardService } from './back-office/dashboard.js';
import { OrderStateMachine } from './buying/order-transitions.js';
import { SandboxProvider, randomSandboxSecret } from '../payments/sandbox.js';
import type { PaymentProvider } from '../payments/provider.js';
import { ApiKeyService } from './api-access/api-keys.js';
import { ConnectionService } from './api-access/connections.js';
import { ApiLimits, type ApiLimitOptions } from './api-access/api-limits.js';
import { createMoney } from './money/index.js';
import { OrderCancelService } from './buying/order-cancel.js';
import { createMail, type MailOptions } from './mail/mail-service.js';
import { PasswordResetService, type PasswordResetOptions } from './accounts/password-reset.js';
import { SAMPLE_SELLER, type Seller } from './tax/seller.js';
import { refundCreditNote, taxDocumentEffects } from './tax/document-effects.js';
import { TaxDocumentService } from './tax/tax-documents.js';
import { GstReportService } from './tax/gst-report.js';
import { GstExportCopies } from './tax/gst-export-copies.js';
import { ReviewService } from './reviews/reviews.js';
import { ReviewListService } from './reviews/review-lists.js';
import { AdminReviewService } from './reviews/admin-reviews.js';
import { ReviewThrottle, type ReviewThrottleOptions } from './reviews/review-throttle.js';
import { DeliverySettingsService } from './delivery/delivery-settings.js';
import { ServiceabilityService } from './delivery/serviceability.js';
import { CashOnDeliveryService } from './buying/cash-on-delivery.js';
import { WishlistService } from './retention/wishlist.js';
import { StockAlertService } from './retention/stock-alerts.js';
import { ConsentService } from './retention/consents.js';
import { ReturnService } from './returns/returns.js';
import type { DeliveryRefundRule } from './returns/return-lifecycle.js';
import { AuditService } from './staff/audit-entries.js';
import { auditOrderMove, auditRefund } from './audit/audit-effects.js';
import { StaffService } from './staff/staff.js';
import { TwoFactorService } from './accounts/two-factor.js';
import { LinkSigner } from './mail/link-signer.js';
import { UnsubscribeService } from './retention/unsubscribe.js';
import { CartReminderService, type CartReminderOptions } from './retention/cart-reminders.js';
import { RetentionReportService } from './retention/retention-report.js';
import { createShipping } from './shipping/index.js';
import { SandboxCourier } from '../couriers/sandbox.js';
import type { CourierProvider } from '../couriers/provider.js';
import { PhotoService } from './catalog/photos.js';
import { AdminCouponService } from './back-office/admin-coupons.js';
import { ShopDetailsService } from './shop/shop-details.js';
import { GrievanceService, type GrievanceOptions } from './shop/grievances.js';
import { GrievanceMails } from './mail/grievance-events.js';
import { CollectionService } from './merchandising/collections.js';
import { ProductSourceService } from './merchandising/product-sources.js';
import { HomeLayoutService } from './merchandising/home-layout.js';
import { ColourSiblingService } from './merchandising/colour-siblings.js';

export interface ServicesOptions {
  /** The token signing secret (JWT_SECRET, or the one kept in the database). */
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
  /** RETURN_DELIVERY_REFUND: when a return gives the delivery charge back; default fault. */
  returnDeliveryRefund?: DeliveryRefundRule;
  /** Budgets of GraphQL callers without an API key (API_ANON_*); tests shorten the window. */
  apiLimits?: ApiLimitOptions;
  /** false: the sandbox sends no webhook events (tests of the browser's confirmation alone). */
  sandboxEvents?: boolean;
  /** Who the tax invoices name (SELLER_*); default the demo shop's sample seller. */
  seller?: Seller;
  /** SMTP_URL, MAIL_FROM and the sender's figures; without SMTP mails stay in the admin mailbox. */
  mail?: MailOptions;
  /** Throttles of password reset requests (tests shorten them). */
  passwordReset?: PasswordResetOptions;
  /** How many review changes and helpful votes one shopper may make per window; tests lower them. */
  reviewThrottle?: ReviewThrottleOptions;
  /** BACK_IN_STOCK_MAILS_PER_UNIT: at most this many back-in-stock mails per unit restocked; default 3. */
  backInStockMailsPerUnit?: number;
  /** CART_REMINDER_HOURS and the reminder sweep's figures (tests shorten them). */
  cartReminders?: CartReminderOptions;
  /** COD_CONFIRM_HOURS: a cash-on-delivery order nobody confirms is cancelled after this many hours; default 24. */
  codConfirmHours?: number;
  /** The courier provider (createCourierProvider); default the sandbox courier. */
  couriers?: CourierProvider;
  /** COURIER_RECONCILE_AFTER_HOURS: shipped orders older than this with no delivery are polled; default 72. */
  reconcileAfterHours?: number;
  /** How many grievances one network and one address may file (tests lower them). */
  grievances?: GrievanceOptions;
  /** Where closed months' GST CSV exports are kept (DATA_DIR/gst-exports); none: written anew each time. */
  gstExportDir?: string;
  /** SHOP_TIME_ZONE: the shop's zone (startGateway applies it); default India time. */
  timeZone?: string;
}

/** All services of one running gateway; created once, shared by GraphQL and REST. */
export function createServices(prisma: PrismaClient, options: ServicesOptions = {}) {
  // Without a configured secret (tests) tokens are signed with a random per-process secret.
  const tokens = new TokenService(options.jwtSecret ?? loadJwtSecret({}));
  const sessions = new SessionService(prisma, tokens);
  const signer = new LinkSigner(prisma);
  const consents = new ConsentService(prisma);
  const unsubscribe = new UnsubscribeService(prisma, signer, consents);
  const mail = createMail(prisma, unsubscribe, options.mail, options.publicUrl);
  const hashing = new HashingGate(options.hashing);
  const loginThrottle = new LoginThrottle(prisma, options.loginThrottle);
  const twoFactor = new TwoFactorService(prisma, loginThrottle);
  const auth = new AuthService(prisma, sessions, loginThrottle, hashing, mail.accounts, twoFactor);
  // Every status move of every order goes through this one machine; effects hang off it.
  const lifecycle = new OrderStateMachine();
  const seller = options.seller ?? SAMPLE_SELLER;
  const shopDetails = new ShopDetailsService(prisma, seller);
  lifecycle.onMove(taxDocumentEffects((tx) => shopDetails.sellerNow(tx)));
  mail.outbox.shopContact = async (tx) => {
    const d = await shopDetails.current(tx);
    return `${d.legalName}, ${d.address} · ${d.careEmail} · ${d.carePhone}`;
  };
  lifecycle.onMove(mail.orders.onMove);
  const delivery = new DeliverySettingsService(prisma);
  const serviceability = new ServiceabilityService(prisma, delivery);
  lifecycle.onMove(auditOrderMove);
  const provider = options.payments ?? new SandboxProvider(prisma, randomSandboxSecret());
  // Payments both ways: webhooks, reconciliation, refunds (their hooks: money.ledger.onRefund*).
  const money = createMoney(prisma, provider, lifecycle, { sandboxEvents: options.sandboxEvents });
  const cashOnDelivery = new CashOnDeliveryService(
    prisma,
    delivery,
    serviceability,
    lifecycle,
    signer,
    money.ledger,
    options.codConfirmHours,
  );
  lifecycle.onMove(cashOnDelivery.barOnRefusal);
  mail.orders.codConfirmLink = (tx, orderId, base) => cashOnDelivery.confirmLink(tx, orderId, base);
  // Abandoned-cart reminders: a placed order takes back a reminder not sent yet and marks one recovered.
  const cartReminders = new CartReminderService(prisma, mail.cartReminders, options.cartReminders);
  lifecycle.onMove(cartReminders.onMove);
  consents.onWithdrawn(async (tx, userId, topic) => {
    if (topic === 'ORDER_REMINDERS') await mail.cartReminders.withdraw(tx, userId);
  });
  const cart = new CartService(prisma, delivery);
  cart.onEmptied = (userId) => cartReminders.cartEmptied(userId);
  money.ledger.onRefundCreated(refundCreditNote);
  money.ledger.onRefundCreated(auditRefund);
  money.ledger.onRefundSettled(async (tx, refund) => {
    if (refund.status !== 'PROCESSED') return;
    await mail.queueRefundMail(tx, {
      id: refund.id,
      orderId: refund.orderId,
      amount: refund.amount,
      processedAt: refund.settledAt ?? new Date(),
      reason: refund.reason,
    });
  });
  // Couriers: shipping an order with its AWB, the courier's events moving it (shipping/index.ts).
  const shipping = createShipping(
    prisma,
    options.couriers ?? new SandboxCourier(prisma),
    lifecycle,
    mail.orders,
    (db) => shopDetails.sellerNow(db),
    { reconcileAfterHours: options.reconcileAfterHours },
  );
  const stockAlerts = new StockAlertService(prisma, mail.stockAlerts, consents, {
    mailsPerUnit: options.backInStockMailsPerUnit,
  });
  const catalog = new CatalogService(prisma, options.sql);
  const collections = new CollectionService(prisma);
  return {
    staff: new StaffService(prisma, hashing, mail.outbox),
    twoFactor,
    audit: new AuditService(prisma),
    lifecycle,
    money,
    auth,
    mail,
    passwordReset: new PasswordResetService(prisma, sessions, hashing, mail.accounts, options.passwordReset),
    users: new UserService(prisma, auth, mail.accounts),
    addresses: new AddressService(prisma),
    catalog,
    navigation: new NavigationService(prisma),
    delivery,
    serviceability,
    cashOnDelivery,
    cart,
    orders: new OrderService(prisma, delivery, serviceability, {
      paymentTimeoutMinutes: options.paymentTimeoutMinutes,
    }),
    payments: new PaymentService(prisma, provider, options.publicUrl, money.paid),
    cancelOrder: new OrderCancelService(prisma, lifecycle, money.sender),
    adminOrders: new AdminOrderService(prisma, options.returnWindowDays, lifecycle, money.sender),
    adminProducts: new AdminProductService(prisma, stockAlerts.onRestock),
    adminCustomers: new AdminCustomerService(prisma),
    dashboard: new DashboardService(prisma),
    apiKeys: new ApiKeyService(prisma),
    connections: new ConnectionService(prisma),
    apiLimits: new ApiLimits(prisma, options.apiLimits),
    taxDocuments: new TaxDocumentService(prisma),
    gstReport: new GstReportService(prisma, options.gstExportDir ? new GstExportCopies(options.gstExportDir) : null),
    reviews: new ReviewService(prisma, new ReviewThrottle(prisma, options.reviewThrottle)),
    reviewLists: new ReviewListService(prisma),
    adminReviews: new AdminReviewService(prisma),
    wishlist: new WishlistService(prisma),
    stockAlerts,
    consents,
    returns: new ReturnService(prisma, lifecycle, money.ledger, money.sender, mail.returns, {
      windowDays: options.returnWindowDays,
      deliveryRefund: options.returnDeliveryRefund,
    }),
    unsubscribe,
    cartReminders,
    retentionReport: new RetentionReportService(prisma),
    shipping,
    photos: new PhotoService(prisma),
    adminCoupons: new AdminCouponService(prisma),
    shopDetails,
    grievances: new GrievanceService(prisma, new GrievanceMails(mail.outbox), shopDetails, options.grievances),
    collections,
    productSources: new ProductSourceService(prisma, catalog, collections),
    homeLayout: new HomeLayoutService(prisma),
    colourSiblings: new ColourSiblingService(prisma),
  };
}

export type Services = ReturnType<typeof createServices>;

// The services' public surface beyond createServices: what the GraphQL schema needs (the shapes
// its resolvers return, the limits its descriptions and cost estimates quote, the errors its auth
// scopes raise). schema/ imports the gateway only through this file and the generated Prisma
// types; ESLint holds it to that (docs/decisions/013-schema-beside-the-gateway.md).
export type { RequestContext, Viewer } from './accounts/viewer.js';
export type { Session } from './accounts/auth.js';
export type { CartDiscount, CartLine, CartPriceChange, CartView } from './buying/cart.js';
export { MAX_CODE_LENGTH } from './buying/coupon-rules.js';
export type { CouponProduct, CouponView } from './back-office/admin-coupons.js';
export type { NavCategory, NavFeatured, NavItem, NavPage, NavSection, Navigation } from './catalog/navigation.js';
export type { DeliverySettingsView } from './delivery/delivery-settings.js';
export type { DeliveryCheck } from './delivery/serviceability.js';
export type { CodOffer } from './buying/cash-on-delivery.js';
export type { PinRow } from './delivery/pin-list.js';
export { MAX_PIN_ROWS } from './delivery/pin-list.js';
export { amountDue, shippingAddressOf, shippingSnapshotSelect, type AddressFields } from './buying/order-rules.js';
export { DELIVERY_STATES } from './geography/states.js';
export type { PaymentLinkView } from './buying/payments.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from './paging.js';
export { DEFAULT_SIMILAR, MAX_SIMILAR } from './catalog/catalog.js';
export { PRODUCT_COLUMNS, PRODUCT_COLUMNS_NOT_IN_GRAPHQL } from './catalog/product-model.js';
export { PRODUCT_CHOICES } from './catalog/choices.js';
export { attributeEntries, attributesOf, filterAttributes } from './catalog/product-attributes.js';
export { addressOrder, DEFAULT_USER_PAGE_SIZE, MAX_USER_PAGE_SIZE } from './accounts/users.js';
export { forbidden, unauthenticated } from './errors.js';
export type { DailySales, DashboardFigures } from './back-office/dashboard.js';
export { SECOND_LEVEL_CATEGORIES, THIRD_LEVEL_CATEGORIES, TOP_LEVEL_CATEGORIES } from './back-office/product-rules.js';
export { DEFAULT_KEY_LIMITS, type ApiKeyRecord } from './api-access/api-keys.js';
export type { Connection } from './cursor-paging.js';
export { ADMIN_MOVES_TEXT, canArchive, customerMayCancel } from './buying/order-lifecycle.js';
export { creditNotePath, invoicePath } from './tax/tax-documents.js';
export type { GstMonth, GstRateSummary } from './tax/gst-report.js';
export type { TaxTotals } from './tax/tax-lines.js';
export type { MailView } from './mail/mailbox.js';
export type { GrievanceList, GrievanceReceipt } from './shop/grievances.js';
export { redressBy } from './mail/templates/grievance-mails.js';
export { RESET_TOKEN_MINUTES } from './accounts/password-reset.js';
export { initialOf, MAX_HIDE_REASON, MAX_REVIEW_TEXT, MAX_REVIEW_TITLE, publicName } from './reviews/review-rules.js';
export { ratingFiguresOf, type RatingFigures } from './reviews/review-figures.js';
export { DEFAULT_FEATURED_REVIEWS, MAX_FEATURED_REVIEWS } from './reviews/review-lists.js';
export { refundNote } from './money/refund-rules.js';
export { MAX_WISHLIST_ITEMS, priceDropOf } from './retention/retention-rules.js';
export type { ConsentState } from './retention/consents.js';
export type { ReturnEligibility, ReturnableLine, ReturnFigure, ReturnRate } from './returns/returns.js';
export { RETURN_REASONS, returnMovesFrom } from './returns/return-lifecycle.js';
export {
  ALL_PERMISSIONS,
  PERMISSIONS,
  fieldNeeds,
  holds,
  isPermission,
  missingPermission,
  type Permission,
} from './accounts/permissions.js';
export type { UnsubscribeResult } from './retention/unsubscribe.js';
export type { RetentionFigures, SubscriberCounts } from './retention/retention-report.js';
export { MANUAL_REFUND_METHODS } from './buying/cash-on-delivery.js';
export type { CourierEntry } from './shipping/couriers.js';
export type { ShopDetailsView } from './shop/shop-details.js';
export { shopTimeZone } from './shop-time.js';
export type { CollectionView } from './merchandising/collections.js';
export { PRODUCT_RULES, MAX_ROW_PRODUCTS, type ProductSource } from './merchandising/product-sources.js';
export {
  SECTION_KINDS,
  CARD_TYPES,
  type HomeLayoutView,
  type HomeSection,
  type HomeSlide,
  type HomeTile,
} from './merchandising/home-layout.js';
