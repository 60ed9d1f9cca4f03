import { builder } from '../builder.js';
import type { StockAlert } from '../../gateway/src/db/generated/client/client.js';
import './product.js';
import './mutation.js';

const StockAlertStatusEnum = builder.enumType('StockAlertStatus', {
  description: 'Where a back-in-stock request is.',
  values: {
    UNCONFIRMED: { description: "A visitor's request, waiting for the address to be confirmed by the mailed link." },
    WAITING: { description: 'Waiting for the size to come back.' },
    MAILED: { description: 'The size came back and the one mail went out; the request is over.' },
    CANCELLED: { description: 'Cancelled by the shopper.' },
  } as const,
});

const StockAlertRef = builder.prismaObject('StockAlert', {
  description: '"Notify me": a request for one mail when a sold-out size of a product is restocked.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The request id.' }),
    size: t.exposeString('size', { description: 'The size asked for.' }),
    status: t.expose('status', { type: StockAlertStatusEnum, description: 'Where the request is.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked for.' }),
    mailedAt: t.expose('mailedAt', { type: 'DateTime', nullable: true, description: 'When the mail was queued.' }),
    product: t.relation('product', { description: 'The product.' }),
  }),
});

const StockAlertReceiptRef = builder
  .objectRef<{ status: StockAlert['status']; alert: StockAlert | null }>('StockAlertReceipt')
  .implement({
    description: 'The answer to a back-in-stock request or confirmation.',
    fields: (t) => ({
      status: t.expose('status', {
        type: StockAlertStatusEnum,
        description: 'WAITING for a signed-in shopper or a confirmed link; UNCONFIRMED: a link was mailed to confirm.',
      }),
      alert: t.field({
        type: StockAlertRef,
        nullable: true,
        description: 'The request, for a signed-in shopper; null for a visitor (it tells nothing about the address).',
        resolve: (receipt) => receipt.alert,
      }),
    }),
  });

builder.queryFields((t) => ({
  stockAlerts: t.prismaField({
    type: [StockAlertRef],
    description: "The signed-in shopper's back-in-stock requests, newest first (waiting, mailed and cancelled).",
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, ctx) => ctx.services.stockAlerts.list(ctx, query),
  }),
}));

builder.mutationFields((t) => ({
  requestStockAlert: t.field({
    type: StockAlertReceiptRef,
    description:
      'Asks for one mail when a sold-out size is back. Signed in: waits at once, to the account address. A visitor names `email` and confirms through a mailed link. CONFLICT when the size is in stock now.',
    args: {
      productId: t.arg.id({ required: true, description: 'The product.' }),
      size: t.arg.string({ required: true, description: 'The sold-out size.' }),
      email: t.arg.string({ description: "A visitor's address; ignored when signed in." }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.stockAlerts.request(ctx, { productId: String(args.productId), size: args.size, email: args.email }),
  }),
  confirmStockAlert: t.field({
    type: StockAlertReceiptRef,
    description: "Confirms a visitor's request with the token of the mailed link (NOT_FOUND: wrong or used).",
    args: { token: t.arg.string({ required: true, description: 'The token from the link.' }) },
    resolve: (_root, args, ctx) => ctx.services.stockAlerts.confirm(ctx, args.token),
  }),
  cancelStockAlert: t.prismaField({
    type: StockAlertRef,
    description: "Cancels one of the signed-in shopper's requests (another's: NOT_FOUND).",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The request id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.stockAlerts.cancel(ctx, String(args.id), query),
  }),
}));
