import type { ShopDetails } from '../../lib/shop-details';
import type { Policy } from './policy-types';

// The shop's help pages, each at /pages/{slug}: who we are, how to reach us, where to see the
// clothes, which size to pick and what shoppers ask most. Written from the shop's details, as the
// policies are, so a changed phone number or return window shows everywhere at once.

const ABOUT = (S: ShopDetails): Policy => ({
  slug: 'about',
  title: 'About us',
  description: `${S.tradeName} brings kurtas, sarees, lehengas and everyday western wear from India’s loved labels to your door.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${S.tradeName} is run by ${S.legalName}. We started with a simple idea: the festive lehenga, the office kurta and the weekend tee should be easy to find, fairly priced and delivered to any PIN code in India.`,
        'We buy directly from the labels and weavers we sell, check every piece before it ships, and list each garment with its real fabric, fit and care instructions.',
      ],
    },
    {
      heading: 'What we promise',
      paragraphs: [
        `Prices include GST, and every order comes with a GST invoice. Delivery is free on orders over ₹${S.freeDeliveryOverRupees}. If something does not fit, you can return or exchange it yourself from your order page within ${S.returnWindowDays} days of delivery.`,
      ],
    },
  ],
});

const CONTACT = (S: ShopDetails): Policy => ({
  slug: 'contact',
  title: 'Contact us',
  description: `Customer care on ${S.phone} and ${S.email}, ${S.careHours}.`,
  sections: [
    {
      heading: 'Customer care',
      paragraphs: [
        `Call ${S.phone} or write to ${S.email}, ${S.careHours}. Keep your order number (#XXXXXXXX, on your order page) at hand so we can help at once.`,
        'Most things need no call: your order page shows where a parcel is, lets you cancel before it ships, and lets you return or exchange a delivered item.',
      ],
    },
    {
      heading: 'Grievances',
      paragraphs: [
        `If we have not put something right, our Grievance Officer, ${S.grievanceOfficer.name}, answers at ${S.grievanceOfficer.email} or ${S.grievanceOfficer.phone}. The Grievance Redressal page has a form for it.`,
      ],
    },
    {
      heading: 'Registered office',
      paragraphs: [`${S.legalName}, ${S.address}. GSTIN ${S.gstin}.`],
    },
  ],
});

const STORES = (S: ShopDetails): Policy => ({
  slug: 'stores',
  title: 'Our stores',
  description: `${S.tradeName} sells online, across India; see and try our collection at our studio by appointment.`,
  sections: [
    {
      heading: 'Shop online, anywhere in India',
      paragraphs: [
        'We have no chain of shops: everything we sell is on this website, with the same prices and offers wherever you live. Enter your PIN code on a product page to see when it reaches you.',
      ],
    },
    {
      heading: 'Visit our studio',
      paragraphs: [
        `${S.address}. By appointment, ${S.careHours}: call ${S.phone} a day ahead and we will keep the pieces you want to try ready in your size.`,
      ],
    },
  ],
});

const SIZE_GUIDE = (): Policy => ({
  slug: 'size-guide',
  title: 'Size guide',
  description: 'Body measurements in inches for our S to XXL sizes, and how to measure yourself.',
  sections: [
    {
      heading: 'Tops, kurtas, dresses and shirts',
      paragraphs: [
        'S: chest 36, waist 30, hip 38. M: chest 38, waist 32, hip 40. L: chest 40, waist 34, hip 42. XL: chest 42, waist 36, hip 44. XXL: chest 44, waist 38, hip 46 (body measurements in inches).',
        'Between two sizes? Pick the larger one. A product page’s details say when a style runs slim or loose.',
      ],
    },
    {
      heading: 'Shoes',
      paragraphs: ['Our shoes come in UK/India sizes 6 to 11. If your foot is wide, choose one size up.'],
    },
    {
      heading: 'How to measure',
      paragraphs: [
        'Chest: around the fullest part, under the arms. Waist: around the narrowest part, above the navel. Hip: around the fullest part, feet together. Keep the tape snug but not tight.',
        'Sarees and dupattas are free size; a lehenga’s skirt has a drawstring waist and its blouse is semi-stitched, to be fitted by your tailor.',
      ],
    },
  ],
});

const FAQS = (S: ShopDetails): Policy => ({
  slug: 'faqs',
  title: 'Frequently asked questions',
  description: 'Delivery, payment, cash on delivery, returns, exchanges and refunds, in short.',
  sections: [
    {
      heading: 'When will my order arrive?',
      paragraphs: [
        `Usually within ${S.deliveryDays} days. Enter your PIN code on a product page to see the expected day; your order page shows it too, with the courier and tracking number once it ships.`,
      ],
    },
    {
      heading: 'How can I pay?',
      paragraphs: [
        'UPI, debit and credit cards, net banking and wallets. Where we offer cash on delivery, the product page says so after you check your PIN code.',
      ],
    },
    {
      heading: 'Is there a delivery charge?',
      paragraphs: [
        `Delivery is free on orders over ₹${S.freeDeliveryOverRupees}. Any charge is shown in the price details before you pay.`,
      ],
    },
    {
      heading: 'How do I return or exchange something?',
      paragraphs: [
        `Open the order in My Orders and press "Return or exchange" under the item, within ${S.returnWindowDays} days of delivery. Choose a refund or another size; our courier picks it up from your address.`,
      ],
    },
    {
      heading: 'When do I get my refund?',
      paragraphs: [
        'As soon as the returned item reaches us, back the way you paid. Banks take 5–7 working days to show it; your order page shows each refund and its GST credit note.',
      ],
    },
    {
      heading: 'Can I cancel an order?',
      paragraphs: ['Yes, from its page, until it is shipped. A paid order is refunded at once.'],
    },
  ],
});

/** The help pages, in the order their list shows them; each at /pages/{slug}. */
export const helpPagesOf = (details: ShopDetails): Policy[] =>
  [ABOUT, CONTACT, STORES, SIZE_GUIDE, FAQS].map((write) => write(details));

export const helpPageOf = (slug: string | undefined, details: ShopDetails) =>
  helpPagesOf(details).find((p) => p.slug === slug) ?? null;
