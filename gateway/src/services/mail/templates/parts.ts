import { formatRupees } from '../../money.js';
import { html, style, type Html } from './html.js';
import { BRAND, INK, LINE, MUTED } from './layout.js';

/** "blue" → "Blue": colours are stored as the catalog writes them, lower case. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const p = (content: Html | string) => html`<p style="${style({ margin: '0 0 14px' })}">${content}</p>`;

export const muted = (content: Html | string) =>
  html`<p style="${style({ margin: '0 0 14px', fontSize: '13px', color: MUTED })}">${content}</p>`;

/** A call to action: a large tap target on a phone, and a link that still works where buttons don't render. */
export function button(label: string, href: string): Html {
  const cell = style({ borderRadius: '4px', background: BRAND });
  const link = style({
    display: 'inline-block',
    padding: '12px 22px',
    fontSize: '15px',
    fontWeight: 600,
    color: '#ffffff',
    textDecoration: 'none',
    borderRadius: '4px',
  });
  return html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="${style({ margin: '6px 0 18px' })}"
  >
    <tr>
      <td style="${cell}"><a href="${href}" style="${link}">${label}</a></td>
    </tr>
  </table>`;
}

/** An order line as mails show it. Amounts are paise; `imageUrl` is absolute already. */
export interface MailLine {
  title: string;
  brand: string;
  colour: string;
  size: string;
  quantity: number;
  price: number;
  discountedPrice: number;
  imageUrl: string;
}

/** The lines: picture, title, brand, size × quantity, what it cost (struck list price when discounted). */
export function itemsTable(lines: MailLine[]): Html {
  const rows = lines.map((line) => {
    const struck =
      line.price > line.discountedPrice
        ? html` <span style="${style({ color: MUTED, textDecoration: 'line-through', fontSize: '13px' })}"
            >${formatRupees(line.price * line.quantity)}</span
          >`
        : '';
    return html`<tr>
      <td width="72" valign="top" style="${style({ padding: '12px 12px 12px 0', borderBottom: `1px solid ${LINE}` })}">
        <img
          src="${line.imageUrl}"
          width="64"
          height="80"
          alt="${line.title}"
          style="${style({ display: 'block', width: '64px', height: '80px', objectFit: 'cover', borderRadius: '4px', background: '#f3f4f6' })}"
        />
      </td>
      <td valign="top" style="${style({ padding: '12px 0', borderBottom: `1px solid ${LINE}` })}">
        <div style="${style({ fontSize: '13px', color: MUTED })}">${line.brand}</div>
        <div style="${style({ fontWeight: 600, color: INK })}">${line.title}</div>
        <div style="${style({ fontSize: '13px', color: MUTED })}">
          ${capitalised(line.colour)} · Size ${line.size} · Qty ${line.quantity}
        </div>
        <div style="${style({ marginTop: '4px' })}">
          <strong>${formatRupees(line.discountedPrice * line.quantity)}</strong>${struck}
        </div>
      </td>
    </tr>`;
  });
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="${style({ margin: '8px 0 16px', borderTop: `1px solid ${LINE}` })}"
  >
    ${rows}
  </table>`;
}

/** Label and amount rows, the last one (the total) bold. */
export function totalsTable(rows: [string, string][]): Html {
  const cells = rows.map(([label, value], i) => {
    const last = i === rows.length - 1;
    const cell = style({
      padding: '4px 0',
      ...(last ? { fontWeight: 700, borderTop: `1px solid ${LINE}`, paddingTop: '8px' } : {}),
    });
    return html`<tr>
      <td style="${cell}">${label}</td>
      <td align="right" style="${cell}">${value}</td>
    </tr>`;
  });
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="${style({ margin: '0 0 18px' })}"
  >
    ${cells}
  </table>`;
}

/** A block of short lines (an address). */
export function lines(title: string, content: string[]): Html {
  return html`<div
    style="${style({ margin: '0 0 18px', padding: '12px 14px', background: '#f9fafb', borderRadius: '4px' })}"
  >
    <div style="${style({ fontSize: '13px', color: MUTED, marginBottom: '4px' })}">${title}</div>
    ${content.map((line, i) => html`${i ? html`<br />` : ''}${line}`)}
  </div>`;
}

/** The plain-text lines of an order. */
export function itemsText(items: MailLine[]): string {
  return items
    .map(
      (l) =>
        `- ${l.brand} ${l.title} (${capitalised(l.colour)}), size ${l.size}, qty ${l.quantity}: ${formatRupees(l.discountedPrice * l.quantity)}`,
    )
    .join('\n');
}

export function totalsText(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}
