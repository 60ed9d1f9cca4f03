import { html, raw, style, type Html } from './html.js';

/** The shop's look in mail: its brand orange, serif headings, system text (as the storefront). */
export const BRAND = '#9a3412';
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const LINE = '#e5e7eb';
const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const SERIF = 'Georgia,"Times New Roman",serif';

/**
 * Where the shop's details (legal name, address, customer care) go in a mail's footer: the outbox
 * writes them in when it stores the mail, from the details in force then (ShopDetails).
 */
export const SHOP_CONTACT_MARK = '\u2063shop-contact\u2063';

/** One rendered mail: what the outbox stores and the sender sends. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface LayoutInput {
  /** The shop's address (PUBLIC_URL or the request's origin), for the logo link and the footer. */
  base: string;
  /** The line mail apps show beside the subject in the inbox; hidden in the mail itself. */
  preheader: string;
  heading: string;
  body: Html;
  /** Why this mail came: "You get this mail because you placed an order at Kapda." */
  footnote: string;
  /** A marketing mail's unsubscribe page: the footer then says how to stop these mails, in one click. */
  unsubscribe?: string;
}

/**
 * The frame of every mail: a single column at most 600 px wide on a light background, so it
 * reads the same in a desktop client and on a phone; tables and inline styles only, because
 * mail apps drop <style> blocks and most of CSS layout.
 */
export function layout({ base, preheader, heading, body, footnote, unsubscribe }: LayoutInput): string {
  const page = style({ margin: 0, padding: 0, background: '#f3f4f6', fontFamily: FONT, color: INK });
  const card = style({ maxWidth: '600px', width: '100%', background: '#ffffff', borderRadius: '6px' });
  const hidden = style({ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, fontSize: '1px' });
  return `<!doctype html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light" />
      <title>${heading}</title>
    </head>
    <body style="${page}">
      <div style="${hidden}">${preheader}</div>
      <table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="${style({ background: '#f3f4f6' })}"
      >
        <tr>
          <td align="center" style="${style({ padding: '24px 12px' })}">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${card}">
              <tr>
                <td style="${style({ padding: '20px 24px', borderBottom: `3px solid ${BRAND}` })}">
                  <a
                    href="${base}/"
                    style="${style({ fontFamily: SERIF, fontSize: '26px', fontWeight: 600, color: BRAND, textDecoration: 'none' })}"
                    >Kapda</a
                  >
                </td>
              </tr>
              <tr>
                <td style="${style({ padding: '24px', fontSize: '15px', lineHeight: '1.55' })}">
                  <h1
                    style="${style({ margin: '0 0 16px', fontFamily: SERIF, fontSize: '22px', lineHeight: '1.3', fontWeight: 600, color: INK })}"
                  >
                    ${heading}
                  </h1>
                  ${body}
                </td>
              </tr>
              <tr>
                <td
                  style="${style({ padding: '16px 24px 24px', borderTop: `1px solid ${LINE}`, fontSize: '12px', lineHeight: '1.5', color: MUTED })}"
                >
                  ${footnote}<br />
                  ${raw(SHOP_CONTACT_MARK)}<br />
                  ${
                    unsubscribe
                      ? html`<a href="${unsubscribe}" style="${style({ color: MUTED })}">Unsubscribe from these mails</a
                          ><br />`
                      : ''
                  }
                  ${raw('&copy;')} Kapda ${raw('&middot;')}
                  <a href="${base}/" style="${style({ color: MUTED })}">${base.replace(/^https?:\/\//, '')}</a>
                </td>
              </tr>
            </table>
          </td>
        </tr>
      </table>
    </body>
  </html>`}`;
}

/** The plain-text twin of `layout`: the same words, links written out. */
export function textLayout({
  base,
  heading,
  body,
  footnote,
  unsubscribe,
}: {
  base: string;
  heading: string;
  body: string;
  footnote: string;
  unsubscribe?: string;
}) {
  const stop = unsubscribe ? `Unsubscribe from these mails: ${unsubscribe}\n` : '';
  return `${heading}\n${'='.repeat(Math.min(heading.length, 60))}\n\n${body.trim()}\n\n--\n${footnote}\n${SHOP_CONTACT_MARK}\n${stop}Kapda · ${base}/\n`;
}
