import { formatRupees } from '../../money.js';
import { amountDue } from '../../buying/order-rules.js';
import { html } from './html.js';
import { layout, textLayout, type RenderedMail } from './layout.js';
import { button, itemsTable, itemsText, lines, muted, p, totalsTable, totalsText, type MailLine } from './parts.js';
import { orderNumber } from '../../order-number.js';
import { shopFormatter } from '../../shop-time.js';

/** What the order mails need of an order, read inside the transaction that moved it. */
export interface OrderForMail {
  id: string;
  customerFirstName: string;
  createdAt: Date;
  totalPrice: number;
  discount: number;
  totalDiscountedPrice: number;
  /** Paise; 0 when delivery was free. */
  deliveryCharge: number;
  /** The code and the automatic offer it was placed with, and what they took off (paise; optional for older callers). */
  couponCode?: string | null;
  offerCode?: string | null;
  couponDiscount?: number;
  deliveryDiscount?: number;
  /** Paise; 0 unless cash on delivery with a fee. */
  codFee: number;
  paymentMethod: 'PREPAID' | 'COD';
  totalItem: number;
  /** Null for an order never paid. */
  paidAt: Date | null;
  ship: {
    firstName: string;
    lastName: string;
    streetAddress: string;
    city: string;
    state: string;
    zipCode: string;
    mobile: string;
  };
  lines: MailLine[];
  /** A cash-on-delivery order's confirmation deadline and its signed link (the placed mail asks for it). */
  codConfirmBy?: Date | null;
  codConfirmLink?: string;
  /** The parcel with its courier, when the order was shipped with one. */
  shipment?: { courier: string; awb: string; trackingUrl: string | null } | null;
}

/** A refund of an order as its mail tells it. Amounts are paise. */
export interface RefundForMail {
  id: string;
  amount: number;
  /** When the provider processed it. */
  processedAt: Date;
  reason?: string | null;
}

/** Enough of the id to quote on the phone: the storefront's rule (#1A2B3C4D). */

const dayMonth = shopFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const orderLink = (base: string, order: OrderForMail) => `${base}/account/order/${order.id}`;
const FOOTNOTE = 'You get this mail because you placed an order at Kapda.';

function addressLines(order: OrderForMail): string[] {
  const s = order.ship;
  return [`${s.firstName} ${s.lastName}`, s.streetAddress, `${s.city}, ${s.state} ${s.zipCode}`, `Mobile ${s.mobile}`];
}

/** The line of the offer's and the code's discount: "Coupon SAVE200", "Offer and coupon SAVE200". */
function couponLabel(order: OrderForMail): string {
  if (order.offerCode && order.couponCode) return `Offer and coupon ${order.couponCode}`;
  return order.couponCode ? `Coupon ${order.couponCode}` : 'Offer';
}
const confirmBy = shopFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

function totals(order: OrderForMail): [string, string][] {
  const items = `${order.totalItem} item${order.totalItem === 1 ? '' : 's'}`;
  return [
    [`Price (${items})`, formatRupees(order.totalPrice)],
    ['Discount', `− ${formatRupees(order.discount - (order.couponDiscount ?? 0))}`],
    ...(order.couponDiscount
      ? [[couponLabel(order), `− ${formatRupees(order.couponDiscount)}`] as [string, string]]
      : []),
    ...(order.deliveryDiscount
      ? [['Free delivery (code)', `− ${formatRupees(order.deliveryDiscount)}`] as [string, string]]
      : []),
    ['Delivery Charge', order.deliveryCharge ? formatRupees(order.deliveryCharge) : 'Free'],
    ...(order.codFee ? [['Cash on delivery fee', formatRupees(order.codFee)] as [string, string]] : []),
    ['Total Amount', formatRupees(amountDue(order))],
    ['Payment', order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Paid online'],
  ];
}

/** The order was paid: everything the shopper bought, what it cost, where it goes. */
export function orderPlacedMail(order: OrderForMail, base: string): RenderedMail {
  const id = orderNumber(order.id);
  const heading = `Thank you, ${order.customerFirstName}: your order is placed`;
  const link = orderLink(base, order);
  const cod = order.paymentMethod === 'COD';
  const opening = cod
    ? `Your order ${id}, placed on ${dayMonth.format(order.createdAt)}, is paid in cash on delivery: please keep ${formatRupees(amountDue(order))} ready for the courier. We will write again when it ships.`
    : `We have received your payment of ${formatRupees(amountDue(order))} for order ${id}, placed on ${dayMonth.format(order.createdAt)}. We will write again when it ships.`;
  const ask =
    cod && order.codConfirmLink
      ? `Please confirm this cash-on-delivery order${order.codConfirmBy ? ` by ${confirmBy.format(order.codConfirmBy)}` : ''}: an order nobody confirms is cancelled then.`
      : '';
  const confirmHtml = ask
    ? html`${p(html`<strong>${ask}</strong>`)} ${button('Confirm my order', order.codConfirmLink!)}`
    : '';
  const body = html`${p(opening)} ${confirmHtml} ${itemsTable(order.lines)} ${totalsTable(totals(order))}
  ${lines('Delivering to', addressLines(order))} ${button('View your order', link)}`;
  const text = `${opening}
${ask ? `\n${ask}\nConfirm my order: ${order.codConfirmLink}\n` : ''}
${itemsText(order.lines)}

${totalsText(totals(order))}

Delivering to:
${addressLines(order).join('\n')}

View your order: ${link}`;
  return {
    subject: `Your Kapda order ${id} is placed`,
    html: layout({
      base,
      heading,
      body,
      footnote: FOOTNOTE,
      preheader: `${formatRupees(amountDue(order))} ${cod ? 'to pay on delivery' : 'paid'} · ${order.totalItem} item(s) on the way soon`,
    }),
    text: textLayout({ base, heading, body: text, footnote: FOOTNOTE }),
  };
}

/** A short status mail: a sentence or two, the items in brief, and the link to the order. */
function statusMail(
  order: OrderForMail,
  base: string,
  o: {
    subject: string;
    heading: string;
    says: string;
    cta: string;
    link?: string;
    extra?: string;
    extraHtml?: ReturnType<typeof html>;
  },
): RenderedMail {
  const link = o.link ?? orderLink(base, order);
  // No-break spaces keep "× 2" together on a narrow screen.
  const summary = order.lines.map((l) => `${l.title} (size\u00a0${l.size})\u00a0×\u00a0${l.quantity}`);
  const body = html`${p(o.says)} ${o.extraHtml ?? ''} ${lines(`Order ${orderNumber(order.id)}`, summary)}
  ${button(o.cta, link)}`;
  const text = `${o.says}\n\n${o.extra ? `${o.extra}\n\n` : ''}Order ${orderNumber(order.id)}:\n${summary.map((s) => `- ${s}`).join('\n')}\n\n${o.cta}: ${link}`;
  return {
    subject: o.subject,
    html: layout({ base, heading: o.heading, body, footnote: FOOTNOTE, preheader: o.says }),
    text: textLayout({ base, heading: o.heading, body: text, footnote: FOOTNOTE }),
  };
}

export function orderShippedMail(order: OrderForMail, base: string): RenderedMail {
  const id = orderNumber(order.id);
  const parcel = order.shipment;
  const tracking = parcel ? trackingAddress(base, parcel.trackingUrl) : null;
  const extra = parcel ? `Courier: ${parcel.courier}. Tracking number (AWB): ${parcel.awb}.` : undefined;
  return statusMail(order, base, {
    subject: `Your Kapda order ${id} has shipped`,
    heading: 'Your order is on its way',
    says: `Good news, ${order.customerFirstName}: order ${id} has left our warehouse and is on its way to ${order.ship.city}.`,
    extra,
    extraHtml: extra ? p(extra) : undefined,
    cta: tracking ? `Track with ${parcel!.courier}` : 'Track your order',
    link: tracking ?? undefined,
  });
}

/** A courier's tracking address; the sandbox courier's own page is a path of the shop. */
function trackingAddress(base: string, url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${base}${url}` : url;
}

/** The courier took the parcel out for delivery today. */
export function orderOutForDeliveryMail(order: OrderForMail, base: string): RenderedMail {
  const id = orderNumber(order.id);
  const cod = order.paymentMethod === 'COD' && order.paidAt === null;
  const extra = cod ? `Please keep ${formatRupees(amountDue(order))} ready for the courier.` : undefined;
  return statusMail(order, base, {
    subject: `Your Kapda order ${id} is out for delivery today`,
    heading: 'Out for delivery today',
    says: `${order.customerFirstName}, ${order.shipment?.courier ?? 'the courier'} is bringing order ${id} to ${order.ship.city} today${order.shipment ? ` (AWB ${order.shipment.awb})` : ''}.`,
    extra,
    extraHtml: extra ? p(extra) : undefined,
    cta: 'Follow your order',
  });
}

/** The courier tried and could not deliver: what happened, and what the shopper can do. */
export function orderDeliveryFailedMail(order: OrderForMail, base: string, why: string): RenderedMail {
  const id = orderNumber(order.id);
  const extra = `The courier will try again on the next working day. Please make sure someone is at ${order.ship.streetAddress}, ${order.ship.city} ${order.ship.zipCode} and that ${order.ship.mobile} can be reached; if the address is wrong, reply to this mail. After three failed attempts the parcel comes back to us.`;
  return statusMail(order, base, {
    subject: `We could not deliver your Kapda order ${id}`,
    heading: 'Delivery attempt failed',
    says: `${order.customerFirstName}, ${order.shipment?.courier ?? 'the courier'} could not deliver order ${id}: ${why}.`,
    extra,
    extraHtml: p(extra),
    cta: 'See the order',
  });
}

export function orderDeliveredMail(order: OrderForMail, base: string): RenderedMail {
  const id = orderNumber(order.id);
  return statusMail(order, base, {
    subject: `Your Kapda order ${id} was delivered`,
    heading: 'Delivered: how did we do?',
    says: `Order ${id} was delivered. We hope you love it, ${order.customerFirstName}. A few words and a rating help other shoppers choose.`,
    cta: 'Rate your products',
  });
}

/**
 * The order was cancelled. A paid order's money goes back: `refund` is the refund when the shop
 * already knows it (its amount then shows here); without it the mail says a refund follows.
 */
export function orderCancelledMail(
  order: OrderForMail,
  base: string,
  refund: RefundForMail | null = null,
): RenderedMail {
  const id = orderNumber(order.id);
  const paid = order.paidAt !== null;
  const refundText = !paid
    ? ''
    : refund
      ? `We are refunding ${formatRupees(refund.amount)} to the account you paid from; banks take 5 to 7 working days to show it.`
      : `You paid ${formatRupees(amountDue(order))}; that money will be refunded to the account you paid from, and we will write when the refund is processed.`;
  return statusMail(order, base, {
    subject: `Your Kapda order ${id} was cancelled`,
    heading: 'Your order was cancelled',
    says: `${order.customerFirstName}, order ${id} was cancelled and will not be delivered.`,
    extra: refundText,
    extraHtml: refundText ? p(refundText) : undefined,
    cta: 'See the order',
  });
}

export function refundProcessedMail(order: OrderForMail, refund: RefundForMail, base: string): RenderedMail {
  const id = orderNumber(order.id);
  const says = `We have refunded ${formatRupees(refund.amount)} for order ${id} on ${dayMonth.format(refund.processedAt)}. It goes back to the account you paid from; banks take 5 to 7 working days to show it.`;
  const reason = refund.reason ? `Reason: ${refund.reason}` : '';
  return statusMail(order, base, {
    subject: `Refund of ${formatRupees(refund.amount)} for your Kapda order ${id}`,
    heading: 'Your refund is on its way',
    says,
    extra: reason,
    extraHtml: reason ? muted(reason) : undefined,
    cta: 'See the order',
  });
}
