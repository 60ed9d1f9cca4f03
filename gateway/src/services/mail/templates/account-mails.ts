import { html } from './html.js';
import { layout, textLayout, type RenderedMail } from './layout.js';
import { button, muted, p } from './parts.js';
import { shopFormatter, shopZoneName } from '../../shop-time.js';

const FOOTNOTE = 'You get this mail because of your account at Kapda.';

function accountMail(
  base: string,
  o: {
    subject: string;
    heading: string;
    paragraphs: string[];
    cta?: [string, string];
    writeOutLink?: boolean;
    note?: string;
  },
): RenderedMail {
  // A link that matters (a reset) is also written out, for mail apps that do not show the button.
  const written =
    o.cta && o.writeOutLink
      ? muted(html`Or open this address: <span style="word-break:break-all">${o.cta[1]}</span>`)
      : '';
  const body = html`${o.paragraphs.map((text) => p(text))} ${o.cta ? button(o.cta[0], o.cta[1]) : ''} ${written}
  ${o.note ? muted(o.note) : ''}`;
  const text = [...o.paragraphs, ...(o.cta ? [`${o.cta[0]}: ${o.cta[1]}`] : []), ...(o.note ? [o.note] : [])].join(
    '\n\n',
  );
  return {
    subject: o.subject,
    html: layout({ base, heading: o.heading, body, footnote: FOOTNOTE, preheader: o.paragraphs[0]! }),
    text: textLayout({ base, heading: o.heading, body: text, footnote: FOOTNOTE }),
  };
}

/** The link to set a new password; `link` carries the token and works for `minutes` minutes, once. */
export function passwordResetMail(
  input: { firstName: string; link: string; minutes: number },
  base: string,
): RenderedMail {
  return accountMail(base, {
    subject: 'Reset your Kapda password',
    heading: 'Set a new password',
    paragraphs: [
      `Hello ${input.firstName}, someone (we hope you) asked to reset the password of your Kapda account.`,
      `The button below lets you choose a new one. It works once, for the next ${input.minutes} minutes; setting the new password signs you out on every other device.`,
    ],
    cta: ['Choose a new password', input.link],
    writeOutLink: true,
    note: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

/** Sent to the old address when the account's e-mail changes, so a taken-over account is noticed. */
export function emailChangedMail(
  input: { firstName: string; oldEmail: string; newEmail: string; at: Date },
  base: string,
): RenderedMail {
  const when = shopFormatter({
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(input.at);
  return accountMail(base, {
    subject: 'The e-mail address of your Kapda account was changed',
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `Hello ${input.firstName}, on ${when} (${shopZoneName(input.at)}) the e-mail address of your Kapda account was changed from ${input.oldEmail} to ${input.newEmail}.`,
      'From now on we write to the new address, and you sign in with it.',
    ],
    note: 'If you did not make this change, reply to this mail or contact the shop at once: someone else may be using your account.',
  });
}

export function welcomeMail(input: { firstName: string }, base: string): RenderedMail {
  return accountMail(base, {
    subject: 'Welcome to Kapda',
    heading: `Welcome, ${input.firstName}`,
    paragraphs: [
      'Your Kapda account is ready. Save addresses for a quicker checkout, follow your orders, and rate what you bought.',
      'Every order is delivered free, and we write to you when it is placed, shipped and delivered.',
    ],
    cta: ['Start shopping', `${base}/`],
  });
}

/** An invitation to the back office: the link sets a password; it works once, for 72 hours. */
export function staffInvitationMail(input: { role: string; link: string; hours: number }, base: string): RenderedMail {
  return accountMail(base, {
    subject: 'You are invited to the Kapda back office',
    heading: 'Join the back office',
    paragraphs: [
      `You have been invited to help run the Kapda shop as ${input.role}.`,
      `The button below lets you choose a password. It works once, for the next ${input.hours} hours.`,
    ],
    cta: ['Accept the invitation', input.link],
    writeOutLink: true,
    note: 'If you did not expect this, ignore this mail: nothing happens without the link.',
  });
}
