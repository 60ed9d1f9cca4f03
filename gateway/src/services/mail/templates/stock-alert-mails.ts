import { formatRupees } from '../../money.js';
import { html, style } from './html.js';
import { layout, MUTED, textLayout, type RenderedMail } from './layout.js';
import { button, muted, p } from './parts.js';

/** The product a back-in-stock mail is about; `imageUrl` is absolute already, `link` its page. */
export interface AlertProduct {
  title: string;
  brand: string;
  size: string;
  discountedPrice: number;
  imageUrl: string;
  link: string;
}

const FOOTNOTE = 'You get this mail because you asked Kapda to tell you when a size is back.';

/** The product's picture, names and size, as both mails show it. */
function productBlock(product: AlertProduct) {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="${style({ margin: '0 0 16px' })}">
    <tr>
      <td width="96" valign="top" style="${style({ paddingRight: '12px' })}">
        <img src="${product.imageUrl}" width="96" alt="" style="${style({ display: 'block', borderRadius: '6px' })}" />
      </td>
      <td valign="top">
        <strong>${product.brand}</strong><br />${product.title}<br />
        <span style="${style({ color: MUTED })}">Size ${product.size} · ${formatRupees(product.discountedPrice)}</span>
      </td>
    </tr>
  </table>`;
}

/** To a visitor who asked for a back-in-stock mail: confirm the address (the link carries a token). */
export function stockAlertConfirmMail(product: AlertProduct, confirmLink: string, base: string): RenderedMail {
  const intro = `Please confirm that you want one mail when ${product.brand} ${product.title} in size ${product.size} is back in stock.`;
  const body = html`${p(intro)} ${productBlock(product)} ${button('Confirm my request', confirmLink)}
  ${muted(html`Or open this address: <span style="word-break:break-all">${confirmLink}</span>`)}
  ${muted('If you did not ask for this, ignore this mail: nothing will be sent to you.')}`;
  const text = [
    intro,
    `Confirm my request: ${confirmLink}`,
    'If you did not ask for this, ignore this mail: nothing will be sent to you.',
  ].join('\n\n');
  return {
    subject: `Confirm: tell me when ${product.title} (${product.size}) is back`,
    html: layout({ base, heading: 'Confirm your request', body, footnote: FOOTNOTE, preheader: intro }),
    text: textLayout({ base, heading: 'Confirm your request', body: text, footnote: FOOTNOTE }),
  };
}

/** The one mail a request gets: the size is back. */
export function backInStockMail(product: AlertProduct, base: string, unsubscribe: string): RenderedMail {
  const intro = `Good news: ${product.brand} ${product.title} is back in stock in size ${product.size}.`;
  const note = 'Stock is limited and goes to whoever orders first. This was your only mail about this request.';
  const body = html`${p(intro)} ${productBlock(product)} ${button('Shop it now', product.link)} ${muted(note)}`;
  const text = [intro, `Shop it now: ${product.link}`, note].join('\n\n');
  return {
    subject: `Back in stock: ${product.title} (${product.size})`,
    html: layout({ base, heading: 'It’s back', body, footnote: FOOTNOTE, preheader: intro, unsubscribe }),
    text: textLayout({ base, heading: 'It’s back', body: text, footnote: FOOTNOTE, unsubscribe }),
  };
}
