import type { ReturnStatus } from '../../../db/generated/client/client.js';
import { formatRupees } from '../../money.js';
import { html } from './html.js';
import { layout, textLayout, type RenderedMail } from './layout.js';
import { button, muted, p } from './parts.js';

/** A return request as its mails show it (amounts in paise). */
export interface ReturnForMail {
  id: string;
  orderId: string;
  status: ReturnStatus;
  resolution: 'REFUND' | 'EXCHANGE';
  /** "Too small". */
  reason: string;
  declineReason: string | null;
  refundAmount: number;
  manualRefund: boolean;
  /** "Brand Title, size M × 1 (for size L)". */
  lines: string[];
  exchangeOrderId: string | null;
}

const FOOTNOTE = 'You get this mail because you asked Kapda to take back items of your order.';

/** What each step says to the shopper. */
function stepText(r: ReturnForMail): { subject: string; heading: string; intro: string } {
  const what = r.resolution === 'EXCHANGE' ? 'exchange' : 'return';
  switch (r.status) {
    case 'REQUESTED':
      return {
        subject: `We got your ${what} request`,
        heading: `Your ${what} request`,
        intro: `We got your request (${r.reason}). We will look at it shortly and tell you when a courier will pick the parcel up.`,
      };
    case 'APPROVED':
      return {
        subject: `Your ${what} is approved`,
        heading: `${what === 'exchange' ? 'Exchange' : 'Return'} approved`,
        intro: 'Your request is approved. Keep the items packed with their tags: a courier will pick them up.',
      };
    case 'DECLINED':
      return {
        subject: `Your ${what} request was declined`,
        heading: 'Request declined',
        intro: `We could not accept your request: ${r.declineReason ?? 'no reason was given'}.`,
      };
    case 'PICKED_UP':
      return {
        subject: 'Your return is on its way to us',
        heading: 'Picked up',
        intro: 'The courier picked up your parcel. We will tell you when it reaches us.',
      };
    case 'RECEIVED':
      return {
        subject: 'We received your return',
        heading: 'Received',
        intro: 'Your parcel reached us and we checked the items.',
      };
    case 'REFUNDED':
      return {
        subject: `Refund of ${formatRupees(r.refundAmount)} for your return`,
        heading: 'Refunded',
        intro: r.manualRefund
          ? `We are giving you back ${formatRupees(r.refundAmount)} by bank transfer or UPI (you paid cash on delivery); we will contact you for the details.`
          : `We refunded ${formatRupees(r.refundAmount)} to the way you paid. Banks take a few days to show it.`,
      };
    case 'EXCHANGED':
      return {
        subject: 'Your new size is on its way',
        heading: 'Exchanged',
        intro: 'We received your item and your new size ships as a replacement order, at no cost to you.',
      };
    case 'CANCELLED':
      return {
        subject: `Your ${what} request is cancelled`,
        heading: 'Cancelled',
        intro: 'You cancelled your request; nothing will be picked up.',
      };
  }
}

/** The mail of one step of a return request. */
export function returnStepMail(r: ReturnForMail, base: string): RenderedMail {
  const { subject, heading, intro } = stepText(r);
  const link = `${base}/account/order/${encodeURIComponent(r.orderId)}`;
  const items = r.lines.join('; ');
  const body = html`${p(intro)} ${p(`Items: ${items}`)} ${button('See your order', link)}
  ${muted(`Return ${r.id} of order ${r.orderId}.`)}`;
  const text = [intro, `Items: ${items}`, `See your order: ${link}`, `Return ${r.id} of order ${r.orderId}.`].join(
    '\n\n',
  );
  return {
    subject,
    html: layout({ base, heading, body, footnote: FOOTNOTE, preheader: intro }),
    text: textLayout({ base, heading, body: text, footnote: FOOTNOTE }),
  };
}
