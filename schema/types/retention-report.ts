import { builder } from '../builder.js';
import type { RetentionFigures, SubscriberCounts } from '../../gateway/src/services/index.js';

const SubscriberCountsRef = builder.objectRef<SubscriberCounts>('SubscriberCounts').implement({
  description: 'Shoppers whose consent to each topic stands now.',
  fields: (t) => ({
    newsletter: t.exposeInt('newsletter', { description: 'The newsletter.' }),
    orderReminders: t.exposeInt('orderReminders', { description: 'Reminders about a cart left untouched.' }),
    backInStock: t.exposeInt('backInStock', { description: 'Back-in-stock mails.' }),
    anyTopic: t.exposeInt('anyTopic', { description: 'Accounts with at least one of them.' }),
  }),
});

const RetentionFiguresRef = builder.objectRef<RetentionFigures>('RetentionFigures').implement({
  description:
    "This calendar month's figures (in the shop's time zone) of the wish list, back-in-stock mails and cart reminders.",
  fields: (t) => ({
    wishlistAdds: t.exposeInt('wishlistAdds', { description: 'Products saved to wish lists.' }),
    backInStockMailed: t.exposeInt('backInStockMailed', { description: 'Back-in-stock mails sent.' }),
    backInStockConversions: t.exposeInt('backInStockConversions', {
      description: 'Of those, followed within 7 days by an order of that product by the same shopper.',
    }),
    cartReminders: t.exposeInt('cartReminders', { description: 'Abandoned-cart reminders mailed.' }),
    recoveredCarts: t.exposeInt('recoveredCarts', {
      description: 'Carts recovered: an order placed within 7 days of a reminder.',
    }),
  }),
});

builder.queryFields((t) => ({
  adminSubscriberCounts: t.field({
    type: SubscriberCountsRef,
    description:
      'ADMIN only. How many shoppers agree to each kind of marketing mail now (the CSV: GET /api/admin/subscribers.csv).',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.retentionReport.subscriberCounts(ctx),
  }),
  adminRetentionFigures: t.field({
    type: RetentionFiguresRef,
    description: "ADMIN only. This month's wish-list adds, back-in-stock conversions and recovered carts.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.retentionReport.figures(ctx),
  }),
}));
