import { builder } from '../builder.js';
import type { DailySales, DashboardFigures } from '../../gateway/src/services/index.js';

const DailySalesRef = builder.objectRef<DailySales>('DailySales').implement({
  description: "One day's sales.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day in the shop’s time zone (ShopDetails.timeZone), YYYY-MM-DD.' }),
    sales: t.expose('sales', {
      type: 'Money',
      description: 'Paid that day, for orders not cancelled or returned, net of the refunds on them.',
    }),
    orders: t.exposeInt('orders', { description: 'Orders paid that day, not cancelled or returned.' }),
  }),
});

const DashboardRef = builder.objectRef<DashboardFigures>('Dashboard').implement({
  description: "The back office's figures, each one SQL aggregate.",
  fields: (t) => ({
    salesThisMonth: t.expose('salesThisMonth', {
      type: 'Money',
      description:
        'Paid this calendar month (in the shop’s time zone, ShopDetails.timeZone) for orders not cancelled or returned, net of the refunds on them.',
    }),
    refundsThisMonth: t.expose('refundsThisMonth', {
      type: 'Money',
      description: 'Refunded (or being refunded) this calendar month, on any order.',
    }),
    ordersThisMonth: t.exposeInt('ordersThisMonth', { description: 'Those orders, counted.' }),
    discountsThisMonth: t.expose('discountsThisMonth', {
      type: 'Money',
      description:
        'Discounts given: what automatic offers and codes took off those orders (goods and waived delivery).',
    }),
    customers: t.exposeInt('customers', { description: 'Customer accounts.' }),
    products: t.exposeInt('products', { description: 'Products on sale.' }),
    prepaidSalesThisMonth: t.expose('prepaidSalesThisMonth', {
      type: 'Money',
      description: 'Of salesThisMonth, what was paid online.',
    }),
    codSalesThisMonth: t.expose('codSalesThisMonth', {
      type: 'Money',
      description: 'Of salesThisMonth, cash on delivery: counted only once the cash was recorded as collected.',
    }),
    codToCollect: t.expose('codToCollect', {
      type: 'Money',
      description: 'Cash-on-delivery orders placed and standing whose cash is not collected yet: their amount.',
    }),
    codOrdersToCollect: t.exposeInt('codOrdersToCollect', { description: 'Those orders, counted.' }),
    returnToOriginRate: t.exposeFloat('returnToOriginRate', {
      description: 'Of the cash-on-delivery parcels shipped this month, the share refused at the door (0 to 1).',
    }),
    dailySales: t.field({
      type: [DailySalesRef],
      description: 'The last 30 days, oldest first, today last; days without sales are 0.',
      complexity: { field: 1, multiplier: 3 },
      resolve: (d) => d.dailySales,
    }),
  }),
});

builder.queryFields((t) => ({
  adminDashboard: t.field({
    type: DashboardRef,
    description: 'ADMIN only. Sales and counts for the dashboard.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.dashboard.figures(ctx),
  }),
}));
