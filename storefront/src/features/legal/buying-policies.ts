import type { ShopDetails } from '../../lib/shop-details';
import type { Policy } from './policy-types';

const careOf = (S: ShopDetails) => `${S.email} or ${S.phone} (${S.careHours})`;

export const RETURNS = (S: ShopDetails): Policy => ({
  slug: 'returns',
  title: 'Returns & Exchanges',
  description: `Return or exchange an unworn item within ${S.returnWindowDays} days of delivery, yourself, from your order page; refunds go back the way you paid.`,
  sections: [
    {
      heading: 'Return or exchange from your order page',
      paragraphs: [
        `For ${S.returnWindowDays} days after an order is delivered, each item on its page (My Orders, then the order) has a "Return or exchange" button. Choose how many pieces, tell us why (too small, too large, damaged or defective, not as shown, or you changed your mind), and choose a refund or another size. The order page shows the last day you can ask.`,
        'Items must be unworn and unwashed, with their tags on. Innerwear, cosmetics and personalised items cannot be returned for reasons of hygiene, unless they arrived damaged or different from what you ordered.',
      ],
    },
    {
      heading: 'Exchanges',
      paragraphs: [
        'An exchange offers every other size in stock at the moment you ask, and keeps the size you choose aside for you at once. When the item you send back reaches us, the new size is dispatched as a new order at no charge, and the order page links to it. For another colour or product, return the item for a refund and order the one you want.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'We look at each request and approve it, or decline it with the reason. Once it is approved, our courier picks the item up from your delivery address; you can cancel the request from the order page until then. Every step appears on the order page, and we send you an e-mail at each one.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'A refund goes back the way you paid, for the price you paid, once the return reaches us. An order paid in cash on delivery is refunded by bank transfer or UPI. A cancelled order is refunded at once. Banks take 5–7 working days to show a refund; your order page shows each refund and its state.',
        S.returnDeliveryRefund,
        'Every refund comes with a GST credit note, which you can download from the order page.',
      ],
    },
    {
      heading: 'Need a hand?',
      paragraphs: [
        `If the button is not there or something does not look right, our customer care team can help: ${careOf(S)}.`,
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
