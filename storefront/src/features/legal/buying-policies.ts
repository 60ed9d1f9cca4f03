import type { ShopDetails } from '../../lib/shop-details';
import type { Policy } from './policy-types';

const careOf = (S: ShopDetails) => `${S.email} or ${S.phone} (${S.careHours})`;

export const RETURNS = (S: ShopDetails): Policy => ({
  slug: 'returns',
  title: 'Returns & Exchanges',
  description: `Return an unworn item within ${S.returnWindowDays} days of delivery; refunds go back the way you paid.`,
  sections: [
    {
      heading: 'Returns',
      paragraphs: [
        `You may return an item within ${S.returnWindowDays} days of its delivery, unworn and unwashed, with its tags. Write to ${careOf(S)} with your order number (#XXXXXXXX on your order page); we arrange the pick-up.`,
        'Innerwear, cosmetics and personalised items cannot be returned for reasons of hygiene, unless they arrived damaged or different from what you ordered.',
      ],
    },
    {
      heading: 'Exchanges',
      paragraphs: [
        'For another size or colour, return the item and order the one you want: the new order is not held up by the return.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'A refund goes back to the way you paid, for the price you paid, once the return reaches us. A cancelled order is refunded at once. Banks take 5–7 working days to show a refund; your order page shows each refund and its state.',
        'Every refund comes with a GST credit note, which you can download from the order page.',
      ],
    },
  ],
});

export const SHIPPING = (S: ShopDetails): Policy => ({
  slug: 'shipping',
  title: 'Shipping',
  description: `Free delivery on orders over ₹${S.freeDeliveryOverRupees}, across India, within about ${S.deliveryDays} days.`,
  sections: [
    {
      heading: 'Where and when',
      paragraphs: [
        `We deliver across India. An order usually arrives within ${S.deliveryDays} days of being placed; your order page shows the expected day and each step (placed, confirmed, shipped, delivered).`,
        `Delivery is free on orders over ₹${S.freeDeliveryOverRupees}. Any delivery charge is shown in the price details before you pay.`,
      ],
    },
    {
      heading: 'If something goes wrong',
      paragraphs: [
        `If a parcel is late, damaged or incomplete, write to ${careOf(S)} with your order number. You may cancel an order until it is shipped, from its page.`,
      ],
    },
  ],
});

export const PAYMENTS = (S: ShopDetails): Policy => ({
  slug: 'payments',
  title: 'Payments',
  description: 'How you pay: UPI, cards, net banking and wallets through our payment partner; prices include GST.',
  sections: [
    {
      heading: 'Ways to pay',
      paragraphs: [
        'You pay through our payment partner with UPI, a debit or credit card, net banking or a wallet. We never see or keep your card details.',
        'An order waits for its payment for a short while; an order that is not paid in time is cancelled and its items go back on sale.',
      ],
    },
    {
      heading: 'Prices and invoices',
      paragraphs: [
        `Prices are in Indian rupees and include GST. Each paid order has a GST invoice from ${S.legalName} (GSTIN ${S.gstin}), which you can download from the order page.`,
      ],
    },
  ],
});
