import { formatRupees } from '../../money.js';
import { html } from './html.js';
import { layout, textLayout, type RenderedMail } from './layout.js';
import { button, itemsTable, itemsText, muted, p, type MailLine } from './parts.js';

const FOOTNOTE =
  'You get this mail because you agreed to order reminders from Kapda. We send at most one a week about a cart.';

/** The reminder about a cart left untouched: only the lines still in stock, priced as they are now. */
export function cartReminderMail(
  reminder: { firstName: string; lines: MailLine[]; leftOut: number },
  base: string,
  unsubscribe: string,
): RenderedMail {
  const total = reminder.lines.reduce((sum, l) => sum + l.discountedPrice * l.quantity, 0);
  const count = reminder.lines.length;
  const intro = `Hi ${reminder.firstName}, you left ${count === 1 ? 'a piece' : `${count} pieces`} in your Kapda cart. ${count === 1 ? 'It is' : 'They are'} still in stock, at ${formatRupees(total)} today.`;
  const note =
    reminder.leftOut > 0
      ? `${reminder.leftOut} other line${reminder.leftOut === 1 ? ' has' : 's have'} sold out since, so ${reminder.leftOut === 1 ? 'it is' : 'they are'} not shown.`
      : 'Stock is limited and goes to whoever orders first; your cart does not hold it.';
  const link = `${base}/cart`;
  const body = html`${p(intro)} ${itemsTable(reminder.lines)} ${button('Go to my cart', link)} ${muted(note)}`;
  const text = [intro, itemsText(reminder.lines), `Go to my cart: ${link}`, note].join('\n\n');
  const heading = 'Your cart is waiting';
  return {
    subject: 'Still thinking it over? Your Kapda cart is waiting',
    html: layout({ base, heading, body, footnote: FOOTNOTE, preheader: intro, unsubscribe }),
    text: textLayout({ base, heading, body: text, footnote: FOOTNOTE, unsubscribe }),
  };
}
