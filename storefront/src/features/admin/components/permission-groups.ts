import type { Permission } from '../../../graphql/graphql';

/**
 * The permissions as the role editor shows them: by area, each with what it allows. A Record
 * over the schema's Permission enum, so a new permission fails the type check until it is placed.
 */
export const PERMISSION_LABELS: Record<Permission, { area: string; label: string }> = {
  catalogRead: { area: 'Catalog', label: 'See products and stock' },
  catalogManage: { area: 'Catalog', label: 'Create, edit and delete products, prices and stock' },
  merchandising: { area: 'Catalog', label: 'Merchandising: home page, collections, coupons and offers' },
  ordersRead: { area: 'Orders', label: 'See orders, their customers and payments' },
  ordersStatus: { area: 'Orders', label: 'Move status: confirm, deliver, cash collected' },
  ordersShip: { area: 'Orders', label: 'Ship' },
  ordersCancel: { area: 'Orders', label: 'Cancel and delete' },
  refunds: { area: 'Money', label: 'Refund money' },
  returns: { area: 'Orders', label: 'Start and receive returns' },
  customersRead: { area: 'Customers', label: 'See customer accounts' },
  customersDeactivate: { area: 'Customers', label: 'Deactivate customers, allow or bar cash on delivery' },
  reviewsModerate: { area: 'Customers', label: 'Moderate reviews' },
  mailbox: { area: 'Customers', label: 'Read the mailbox' },
  grievances: { area: 'Customers', label: 'Answer grievances' },
  gstReports: { area: 'Money', label: 'GST reports and exports' },
  settings: { area: 'Shop', label: 'Settings: delivery, PIN codes, shop details, API keys' },
  staff: { area: 'Shop', label: 'Staff: invite, change roles, reset second factors' },
  auditRead: { area: 'Shop', label: 'Read and export the audit log' },
};

export const PERMISSION_AREAS = ['Catalog', 'Orders', 'Money', 'Customers', 'Shop'] as const;

/** The permissions of one area, in the order above. */
export const permissionsOf = (area: string) =>
  (Object.keys(PERMISSION_LABELS) as Permission[]).filter((p) => PERMISSION_LABELS[p].area === area);
