import type { Prisma } from '../db/generated/client/client.js';
import type { DashboardFigures } from '../services/back-office/dashboard.js';
import type { ProductInput } from '../services/back-office/product-rules.js';
import { orderInclude, toRestOrder } from './order-shape.js';
import { rupees } from '../services/money.js';
import { attributeEntries } from '../services/catalog/product-attributes.js';

const person = { select: { id: true, email: true, firstName: true, lastName: true } } as const;

/** What the back office's REST order shape needs loaded. */
export const adminOrderInclude = {
  ...orderInclude,
  refunds: { ...orderInclude.refunds, include: { ...orderInclude.refunds.include, requestedBy: person } },
  user: person,
  statusChanges: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { changedBy: person } },
} satisfies Prisma.OrderInclude;
type AdminOrderSource = Prisma.OrderGetPayload<{ include: typeof adminOrderInclude }>;

const restPerson = (u: { id: string; email: string; firstName: string; lastName: string }) => ({
  _id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
});

/** The admin order row plus the customer, the history and the moves allowed now. */
export function toRestAdminOrder(o: AdminOrderSource, nextStatuses: string[]) {
  const order = toRestOrder(o);
  return {
    ...order,
    // The back office also sees who asked for each refund and how sending it is going.
    refunds: o.refunds.map((r, i) => ({
      ...order.refunds[i]!,
      requestedBy: r.requestedBy ? restPerson(r.requestedBy) : null,
      attempts: r.attempts,
      nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
      lastError: r.lastError,
      // Cash given back by hand (cash on delivery): how, and the bank's or UPI's reference.
      manualMethod: r.manualMethod,
      manualReference: r.manualReference,
      manualNote: r.manualNote,
    })),
    customer: restPerson(o.user),
    returnedAt: o.returnedAt?.toISOString() ?? null,
    archivedAt: o.archivedAt?.toISOString() ?? null,
    nextStatuses,
    statusChanges: o.statusChanges.map((c) => ({
      _id: c.id,
      fromStatus: c.fromStatus,
      toStatus: c.toStatus,
      at: c.createdAt.toISOString(),
      reason: c.reason,
      changedBy: c.changedBy ? restPerson(c.changedBy) : null,
    })),
  };
}

/** Rupees from the form to paise; what is not a number goes through for the rules to name. */
function paise(value: unknown): unknown {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n * 100 : value;
}

/**
 * The spec's add-product form payload (imageUrl, color, rupee prices, description as text or
 * [description, details], sizes with quantities) as the service's input. discountPresent and
 * quantity are derived by the shop, so they are not read.
 */
export function fromRestProductForm(body: Record<string, unknown>): ProductInput {
  const description = Array.isArray(body.description) ? body.description : [body.description, body.details];
  const has = (k: string) => body[k] !== undefined;
  return {
    ...(has('title') ? { title: body.title } : {}),
    ...(has('brand') ? { brand: body.brand } : {}),
    ...(has('color') || has('colour') ? { colour: body.color ?? body.colour } : {}),
    ...(description[0] !== undefined ? { description: description[0] } : {}),
    ...(description[1] !== undefined ? { details: description[1] } : {}),
    ...(has('highlights') ? { highlights: body.highlights } : {}),
    ...(has('imageUrl') || has('imageUrls') ? { imageUrls: body.imageUrl ?? body.imageUrls } : {}),
    ...(has('imageAlt') || has('imageAlts') ? { imageAlts: body.imageAlt ?? body.imageAlts } : {}),
    ...(has('price') ? { price: paise(body.price) } : {}),
    ...(has('discountedPrice') ? { discountedPrice: paise(body.discountedPrice) } : {}),
    ...(has('sizes') ? { sizes: body.sizes } : {}),
    ...(has('topLevelCategory') ? { topLevelCategory: body.topLevelCategory } : {}),
    ...(has('secondLevelCategory') ? { secondLevelCategory: body.secondLevelCategory } : {}),
    ...(has('thirdLevelCategory') ? { thirdLevelCategory: body.thirdLevelCategory } : {}),
    // Attributes (product-attributes.ts) under their own names.
    ...Object.fromEntries(attributeEntries().flatMap(([name]) => (has(name) ? [[name, body[name]]] : []))),
  };
}

/** The dashboard in rupees. */
export function toRestDashboard(d: DashboardFigures) {
  return {
    salesThisMonth: rupees(d.salesThisMonth),
    refundsThisMonth: rupees(d.refundsThisMonth),
    ordersThisMonth: d.ordersThisMonth,
    discountsThisMonth: rupees(d.discountsThisMonth),
    customers: d.customers,
    products: d.products,
    dailySales: d.dailySales.map((s) => ({ day: s.day, sales: rupees(s.sales), orders: s.orders })),
    prepaidSalesThisMonth: rupees(d.prepaidSalesThisMonth),
    codSalesThisMonth: rupees(d.codSalesThisMonth),
    codToCollect: rupees(d.codToCollect),
    codOrdersToCollect: d.codOrdersToCollect,
    returnToOriginRate: d.returnToOriginRate,
  };
}
