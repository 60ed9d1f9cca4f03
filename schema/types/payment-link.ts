import { builder } from '../builder.js';
import type { PaymentLinkView } from '../../gateway/src/services/index.js';
import './mutation.js';

const PaymentLinkRef = builder.objectRef<PaymentLinkView>('PaymentLink').implement({
  description: "Where the shopper pays an order: the payment provider's hosted page.",
  fields: (t) => ({
    id: t.exposeString('id', { description: "The provider's payment-link id (REST: payment_link_id)." }),
    url: t.exposeString('url', { description: 'Where the browser goes to pay (REST: payment_Link_Url).' }),
  }),
});

const ConfirmPaymentInput = builder.inputType('ConfirmPaymentInput', {
  description: 'The query parameters the payment page appends to /payment/{orderId} when it sends the shopper back.',
  fields: (t) => ({
    orderId: t.id({ required: true, description: 'The order paid for.' }),
    paymentId: t.string({ required: true, description: 'razorpay_payment_id' }),
    paymentLinkId: t.string({ required: true, description: 'razorpay_payment_link_id' }),
    paymentLinkReferenceId: t.string({ required: true, description: 'razorpay_payment_link_reference_id' }),
    paymentLinkStatus: t.string({ required: true, description: 'razorpay_payment_link_status ("paid" on success)' }),
    signature: t.string({ required: true, description: 'razorpay_signature' }),
  }),
});

builder.mutationFields((t) => ({
  createPaymentLink: t.field({
    type: PaymentLinkRef,
    description: 'A payment link for your unpaid (PENDING) order; asking again gives the same link.',
    authScopes: { signedIn: true },
    args: { orderId: t.arg.id({ required: true, description: 'Your PENDING order.' }) },
    resolve: (_root, args, ctx) => ctx.services.payments.createPaymentLink(ctx, String(args.orderId)),
  }),
  confirmPayment: t.prismaField({
    type: 'Order',
    description:
      'Checks the payment with the provider, then the order becomes PLACED and the cart is emptied. Idempotent: confirming again returns the order. A forged, failed, short or late payment is PAYMENT_REFUSED; an order not yours is NOT_FOUND.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ type: ConfirmPaymentInput, required: true, description: 'The callback parameters.' }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.services.payments.confirmPayment(ctx, { ...args.input, orderId: String(args.input.orderId) }, query),
  }),
}));
