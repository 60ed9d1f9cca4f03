import { forbidden } from '../errors.js';
import { signedIn, type RequestContext, type Viewer } from './viewer.js';

/**
 * What a back-office account may do, each named by what it allows. A role is a set of these; the
 * owner has them all. Every admin GraphQL field and REST route declares the one it needs (the
 * maps below), the edge enforces it, and the matrix test fails for an admin operation without one.
 */
export const PERMISSIONS = {
  catalogRead: 'See products and stock in the back office',
  catalogManage: 'Create, edit and delete products, change prices and stock',
  merchandising: 'Arrange the storefront: featured products, collections, offers',
  ordersRead: 'See orders, their customers, payments and history',
  ordersStatus: 'Move orders: confirm, deliver, record cash collected',
  ordersShip: 'Ship orders',
  ordersCancel: 'Cancel and delete orders',
  refunds: 'Refund money',
  returns: 'Start and receive returns',
  customersRead: 'See customer accounts',
  customersDeactivate: 'Deactivate and reactivate customers, allow or bar cash on delivery',
  reviewsModerate: 'Hide and show reviews',
  mailbox: 'Read the mail the shop sent',
  gstReports: 'GST reports and exports',
  settings: 'Shop settings: delivery, PIN codes, API keys',
  staff: 'Invite staff, change roles, reset second factors',
  auditRead: 'Read and export the audit log',
  grievances: 'Read and resolve customer grievances',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** The role id an ADMIN account without a StaffMember row has. */
export const OWNER_ROLE = 'owner';

/**
 * The permission each admin GraphQL field needs, by `Type.field`. Fields declared with the
 * `permission` auth scope need not be listed. Nested admin fields (an order's customer) are read
 * permissions: their root field has been checked already.
 */
export const FIELD_PERMISSIONS: Record<string, Permission> = {
  'Query.adminDashboard': 'ordersRead',
  'Query.adminOrders': 'ordersRead',
  'Query.adminOrder': 'ordersRead',
  'Query.adminProducts': 'catalogRead',
  'Query.adminReviews': 'reviewsModerate',
  'Query.adminMail': 'mailbox',
  'Query.adminMails': 'mailbox',
  'Query.adminGstMonth': 'gstReports',
  'Query.adminDeliveryPins': 'settings',
  'Query.apiKeys': 'settings',
  'Query.users': 'customersRead',
  'Query.usersConnection': 'customersRead',
  'Mutation.adminCreateProduct': 'catalogManage',
  'Mutation.adminUpdateProduct': 'catalogManage',
  'Mutation.adminDeleteProduct': 'catalogManage',
  'Mutation.adminUpdateOrderStatus': 'ordersStatus',
  'Mutation.adminDeleteOrder': 'ordersCancel',
  'Mutation.adminRecordCashCollected': 'ordersStatus',
  'Mutation.adminRefundOrder': 'refunds',
  'Mutation.adminAllowCashOnDelivery': 'customersDeactivate',
  'Mutation.adminDeactivateUser': 'customersDeactivate',
  'Mutation.adminReactivateUser': 'customersDeactivate',
  'Mutation.adminHideReview': 'reviewsModerate',
  'Mutation.adminShowReview': 'reviewsModerate',
  'Mutation.adminUpdateDeliverySettings': 'settings',
  'Mutation.adminSaveDeliveryPin': 'settings',
  'Mutation.adminDeleteDeliveryPin': 'settings',
  'Mutation.adminClearDeliveryPins': 'settings',
  'Mutation.adminUpdateShopDetails': 'settings',
  'Mutation.adminImportDeliveryPins': 'settings',
  'Mutation.createApiKey': 'settings',
  'Mutation.revokeApiKey': 'settings',
  'Order.archivedAt': 'ordersRead',
  'Order.archivedBy': 'ordersRead',
  'Order.customer': 'ordersRead',
  'Order.deletable': 'ordersRead',
  'Order.nextStatuses': 'ordersRead',
  'Order.statusChanges': 'ordersRead',
  'Refund.attempts': 'ordersRead',
  'Refund.lastError': 'ordersRead',
  'Refund.nextAttemptAt': 'ordersRead',
  'Refund.requestedBy': 'ordersRead',
  'Review.author': 'reviewsModerate',
  'Review.hiddenBy': 'reviewsModerate',
  'User.codBarredReason': 'ordersRead',
  'Mutation.adminShipOrder': 'ordersShip',
  'Query.adminCourierProvider': 'ordersRead',
  'Query.adminCouriers': 'ordersRead',
  'Query.adminCoupons': 'merchandising',
  'Query.adminCoupon': 'merchandising',
  'Mutation.adminCreateCoupon': 'merchandising',
  'Mutation.adminUpdateCoupon': 'merchandising',
  'Mutation.adminSetCouponPaused': 'merchandising',
  'Query.adminReturns': 'returns',
  'Query.returnFigures': 'ordersRead',
  'Query.adminReturnRate': 'ordersRead',
  'Mutation.adminApproveReturn': 'returns',
  'Mutation.adminDeclineReturn': 'returns',
  'Mutation.adminPickUpReturn': 'returns',
  'Mutation.adminReceiveReturn': 'returns',
  'ReturnRequest.customer': 'ordersRead',
  'ReturnStatusChange.changedBy': 'ordersRead',
  'Mutation.adminRecordManualRefund': 'refunds',
  'Query.adminRetentionFigures': 'customersRead',
  'Query.adminSubscriberCounts': 'customersRead',
  'Refund.manualReference': 'ordersRead',
  'Refund.manualNote': 'ordersRead',
  'Payment.recordedBy': 'ordersRead',
  'Query.adminGrievances': 'grievances',
  'Mutation.adminResolveGrievance': 'grievances',
  'Query.adminCollections': 'merchandising',
  'Query.adminHomeDraft': 'merchandising',
  'Mutation.adminSaveCollection': 'merchandising',
  'Mutation.adminDeleteCollection': 'merchandising',
  'Mutation.adminSaveHomeDraft': 'merchandising',
  'Mutation.adminPublishHome': 'merchandising',
  'Mutation.adminUnpublishHome': 'merchandising',
  'Mutation.adminSetColourSiblings': 'catalogManage',
};

/** A move to one of these statuses needs more than `ordersStatus`. */
const STATUS_PERMISSIONS: Partial<Record<string, Permission>> = {
  SHIPPED: 'ordersShip',
  CANCELLED: 'ordersCancel',
  RETURNED: 'returns',
};

/** The permissions a GraphQL field call needs: its own, and for a status move the target's. */
export function fieldNeeds(key: string, args: Record<string, unknown>, declared?: Permission): Permission[] {
  const own = declared ?? FIELD_PERMISSIONS[key];
  if (!own) return [];
  const target = key === 'Mutation.adminUpdateOrderStatus' ? STATUS_PERMISSIONS[String(args.status)] : undefined;
  return target ? [own, target] : [own];
}

/**
 * The permission each back-office REST route needs, by `METHOD /path` under /api/admin (and the
 * spec's customer list). A route missing here is refused to everyone but owners, and the matrix
 * test fails.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  'GET /delivery-settings': 'settings',
  'PUT /delivery-settings': 'settings',
  'GET /delivery-pins': 'settings',
  'PUT /delivery-pins': 'settings',
  'DELETE /delivery-pins': 'settings',
  'PUT /delivery-pins/:code': 'settings',
  'DELETE /delivery-pins/:code': 'settings',
  'GET /shop-details': 'settings',
  'PUT /shop-details': 'settings',
  'GET /dashboard': 'ordersRead',
  'GET /orders/': 'ordersRead',
  'GET /orders/:id': 'ordersRead',
  'PUT /orders/:id/confirmed': 'ordersStatus',
  'PUT /orders/:id/ship': 'ordersShip',
  'PUT /orders/:id/deliver': 'ordersStatus',
  'PUT /orders/:id/cancel': 'ordersCancel',
  'PUT /orders/:id/return': 'returns',
  'PUT /orders/:id/return-to-origin': 'ordersStatus',
  'PUT /orders/:id/cash-collected': 'ordersStatus',
  'PUT /users/:id/allow-cod': 'customersDeactivate',
  'POST /orders/:id/refund': 'refunds',
  'DELETE /orders/:id/deleteOrder': 'ordersCancel',
  'GET /products/': 'catalogRead',
  'POST /products/': 'catalogManage',
  'PUT /products/:id': 'catalogManage',
  'DELETE /products/:id': 'catalogManage',
  'GET /customers/': 'customersRead',
  'GET /mails': 'mailbox',
  'GET /mails/:id': 'mailbox',
  'PUT /customers/:id/deactivate': 'customersDeactivate',
  'PUT /customers/:id/reactivate': 'customersDeactivate',
  'GET /gst/:month.csv': 'gstReports',
  'GET /reviews/': 'reviewsModerate',
  'PUT /reviews/:id/hide': 'reviewsModerate',
  'PUT /reviews/:id/show': 'reviewsModerate',
  'GET /audit.csv': 'auditRead',
  'GET /couriers': 'ordersRead',
  'PUT /couriers': 'settings',
  'POST /orders/:id/shipment': 'ordersShip',
  'GET /orders/:id/label': 'ordersRead',
  'GET /orders/:id/packing-slip': 'ordersRead',
  'GET /returns/': 'returns',
  'GET /returns/:id': 'returns',
  'PUT /returns/:id/approve': 'returns',
  'PUT /returns/:id/decline': 'returns',
  'PUT /returns/:id/pick-up': 'returns',
  'PUT /returns/:id/receive': 'returns',
  'POST /orders/:id/manual-refunds': 'refunds',
  'GET /subscribers.csv': 'customersRead',
  'GET /subscribers/counts': 'customersRead',
  'GET /retention': 'customersRead',
  'GET /grievances': 'grievances',
  'PUT /grievances/:id/resolve': 'grievances',
};

/** The error for a back-office account without a permission: 403, naming it. */
export function missingPermission(permission: Permission) {
  return forbidden(
    `This needs the "${permission}" permission (${PERMISSIONS[permission]}), which your role does not have`,
  );
}

/** Whether the viewer is a back-office account holding `permission`. */
export function holds(viewer: Viewer | null, permission: Permission): boolean {
  return viewer?.role === 'ADMIN' && (viewer.permissions ?? ALL_PERMISSIONS).includes(permission);
}

/** The signed-in back-office account holding `permission`, or UNAUTHENTICATED / FORBIDDEN. */
export function requirePermission(rc: RequestContext, permission: Permission): Viewer {
  const viewer = signedIn(rc);
  if (viewer.role !== 'ADMIN') throw forbidden();
  if (!holds(viewer, permission)) throw missingPermission(permission);
  return viewer;
}
