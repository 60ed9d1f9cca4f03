import { html } from './html.js';
import { layout, textLayout, type RenderedMail } from './layout.js';
import { button, muted, p } from './parts.js';
import { shopFormatter, shopInstant, wallClock } from '../../shop-time.js';

const FOOTNOTE = 'You get this mail because you filed a grievance with Kapda.';
const dateText = shopFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The complaint as the mails repeat it. */
export interface GrievanceCopy {
  reference: string;
  name: string;
  orderNumber: string | null;
  subject: string;
  message: string;
  createdAt: Date;
}

/** The Grievance Officer as the shop's details name them. */
export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
  legalName: string;
}

/** Redress within one month of receiving the complaint (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)). */
export function redressBy(receivedAt: Date): Date {
  // A month on the shop's calendar, at the same time of day (31 January's month ends on 3 March, as Date counts).
  const w = wallClock(receivedAt);
  return shopInstant(w.year, w.month + 1, w.day, w.hour, w.minute, w.second);
}

function quoted(g: GrievanceCopy, messageLabel = 'Your message') {
  return [
    `Reference: ${g.reference}`,
    ...(g.orderNumber ? [`Order: ${g.orderNumber}`] : []),
    `Subject: ${g.subject}`,
    `${messageLabel}: ${g.message}`,
  ];
}

/** To the complainant, at once: the reference, who handles it and by when. */
export function grievanceAcknowledgedMail(g: GrievanceCopy, officer: GrievanceOfficer, base: string): RenderedMail {
  const intro = `Hello ${g.name}, we have received your grievance. Its reference is ${g.reference}: please quote it when you write to us about it.`;
  const handler = `It is handled by our Grievance Officer, ${officer.name} (${officer.designation}, ${officer.legalName}), e-mail ${officer.email}, phone ${officer.phone}.`;
  const when = `We will resolve it by ${dateText.format(redressBy(g.createdAt))}, within one month of receiving it, and write to you here.`;
  const body = html`${p(intro)} ${p(handler)} ${p(when)} ${quoted(g).map((line) => muted(line))}`;
  const text = [intro, handler, when, quoted(g).join('\n')].join('\n\n');
  return {
    subject: `We received your grievance ${g.reference}`,
    html: layout({ base, heading: 'Your grievance is received', body, footnote: FOOTNOTE, preheader: intro }),
    text: textLayout({ base, heading: 'Your grievance is received', body: text, footnote: FOOTNOTE }),
  };
}

/** To the complainant when an admin resolves it: what was done. */
export function grievanceResolvedMail(
  g: GrievanceCopy & { resolution: string },
  officer: GrievanceOfficer,
  base: string,
): RenderedMail {
  const intro = `Hello ${g.name}, your grievance ${g.reference} ("${g.subject}") is resolved.`;
  const note = `What we did: ${g.resolution}`;
  const more = `If you are not satisfied, write to our Grievance Officer, ${officer.name}, at ${officer.email} quoting ${g.reference}, or approach the National Consumer Helpline (1915).`;
  const body = html`${p(intro)} ${p(note)} ${muted(more)}`;
  return {
    subject: `Your grievance ${g.reference} is resolved`,
    html: layout({ base, heading: 'Your grievance is resolved', body, footnote: FOOTNOTE, preheader: intro }),
    text: textLayout({
      base,
      heading: 'Your grievance is resolved',
      body: [intro, note, more].join('\n\n'),
      footnote: FOOTNOTE,
    }),
  };
}

/** To the Grievance Officer: a new complaint to acknowledge within 48 hours (the shopper's is sent already). */
export function grievanceReceivedMail(g: GrievanceCopy & { email: string }, base: string): RenderedMail {
  const intro = `A new grievance ${g.reference} from ${g.name} (${g.email}). The complainant has been sent the acknowledgement; resolve it within one month, by ${dateText.format(redressBy(g.createdAt))}.`;
  const link = `${base}/admin/grievances`;
  const body = html`${p(intro)} ${quoted(g, 'Message').map((line) => muted(line))}
  ${button('Open the grievances', link)}`;
  return {
    subject: `New grievance ${g.reference}: ${g.subject}`,
    html: layout({
      base,
      heading: 'A new grievance',
      body,
      footnote: 'You get this mail as the shop’s Grievance Officer.',
      preheader: intro,
    }),
    text: textLayout({
      base,
      heading: 'A new grievance',
      body: [intro, quoted(g, 'Message').join('\n'), `Open the grievances: ${link}`].join('\n\n'),
      footnote: 'You get this mail as the shop’s Grievance Officer.',
    }),
  };
}

/**
 * To the Grievance Officer about a complaint still open: a week before the month is up, and once
 * when it is past (the back office marks it Overdue too).
 */
export function grievanceReminderMail(
  g: GrievanceCopy & { email: string },
  stage: 'due-soon' | 'overdue',
  base: string,
): RenderedMail {
  const due = dateText.format(redressBy(g.createdAt));
  const intro =
    stage === 'overdue'
      ? `Grievance ${g.reference} from ${g.name} (${g.email}) is still open and past its redress date, ${due}: the law asks for redress within one month of receipt. Resolve it, or write to the complainant about the delay.`
      : `Grievance ${g.reference} from ${g.name} (${g.email}) is still open; it must be resolved by ${due}, within one month of receipt.`;
  const link = `${base}/admin/grievances`;
  const heading = stage === 'overdue' ? 'A grievance is overdue' : 'A grievance is due in a week';
  const footnote = 'You get this mail as the shop’s Grievance Officer.';
  return {
    subject:
      stage === 'overdue'
        ? `Overdue: grievance ${g.reference} (${g.subject})`
        : `Due by ${due}: grievance ${g.reference} (${g.subject})`,
    html: layout({
      base,
      heading,
      body: html`${p(intro)} ${quoted(g, 'Message').map((line) => muted(line))} ${button('Open the grievances', link)}`,
      footnote,
      preheader: intro,
    }),
    text: textLayout({
      base,
      heading,
      body: [intro, quoted(g, 'Message').join('\n'), `Open the grievances: ${link}`].join('\n\n'),
      footnote,
    }),
  };
}
