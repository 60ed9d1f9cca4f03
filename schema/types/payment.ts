import { builder } from '../builder.js';

const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description: 'Where a payment of an order stands.',
  values: {
    CREATED: { description: 'A payment link was made; nothing paid on it yet.' },
    PAID: { description: 'The provider captured the money.' },
    FAILED: { description: 'The payment did not go through.' },
    REFUNDED: { description: 'Captured, then all of it refunded.' },
    EXPIRED: { description: 'The link stopped taking payments before anyone paid it.' },
  } as const,
});

builder.prismaObject('Payment', {
  description: 'Money received for an order through the payment provider.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The shop's payment record id." }),
    provider: t.exposeString('provider', { description: 'sandbox or razorpay.' }),
    status: t.expose('status', { type: PaymentStatusEnum, description: 'Where the payment stands.' }),
    amount: t.expose('amount', { type: 'Money', description: 'What was paid.' }),
    providerPaymentId: t.exposeString('providerPaymentId', {
      nullable: true,
      description: "The provider's payment id (Razorpay's pay_…).",
    }),
    providerLinkId: t.exposeString('providerLinkId', {
      nullable: true,
      description: "The provider's payment-link id it was paid on (plink_…).",
    }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true, description: 'When the money was captured.' }),
  }),
});
