import { builder } from '../builder.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type MailView, type Page } from '../../gateway/src/services/index.js';
import { pageComplexity } from './product-list.js';

const MailStatusEnum = builder.enumType('MailStatus', {
  description: 'Where a mail to a customer stands.',
  values: {
    QUEUED: {
      description: 'Waiting for the sender: a first try, or a retry after the SMTP server was down or said "later".',
    },
    SENT: { description: 'Accepted by the SMTP server.' },
    KEPT: { description: 'No SMTP server is configured (SMTP_URL): kept here, never sent.' },
    FAILED: { description: 'Refused for good (a 5xx answer) or out of tries; `lastError` says why.' },
  } as const,
});

const MailRef = builder.objectRef<MailView>('Mail').implement({
  description:
    'A mail the shop wrote to a customer: an order placed, shipped, delivered or cancelled, a refund, a password reset link, an e-mail change notice, a welcome. A reset link is hidden while the mail waits to be sent and removed once it is.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The mail id.' }),
    kind: t.exposeString('kind', {
      description:
        'What it is about: order-placed, order-shipped, order-delivered, order-cancelled, refund-processed, password-reset, email-changed, welcome.',
    }),
    to: t.exposeString('to', { description: 'The recipient address.' }),
    subject: t.exposeString('subject', { description: 'The subject line.' }),
    html: t.exposeString('html', { description: 'The HTML body (inline styles, absolute links and images).' }),
    text: t.exposeString('text', { description: 'The plain-text body.' }),
    status: t.expose('status', { type: MailStatusEnum, description: 'Where it stands.' }),
    attempts: t.exposeInt('attempts', { description: 'How many times the sender tried to deliver it.' }),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      description: 'For a QUEUED mail: not tried again before this moment.',
    }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: "The SMTP server's last refusal or the connection error.",
    }),
    orderId: t.exposeString('orderId', { nullable: true, description: 'The order it is about, if any.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event that caused it happened.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When the SMTP server accepted it.' }),
  }),
});

const MailPage = builder.objectRef<Page<MailView>>('MailPage').implement({
  description: 'One page of mails.',
  fields: (t) => ({
    content: t.field({
      type: [MailRef],
      description: 'The mails of this page, newest first.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (page) => page.content,
    }),
    totalPages: t.exposeInt('totalPages', { description: 'How many pages there are.' }),
    totalElements: t.exposeInt('totalElements', { description: 'How many mails match.' }),
    pageNumber: t.exposeInt('pageNumber', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Mails per page.' }),
  }),
});

// The back office's mailbox: ADMIN only (visitors UNAUTHENTICATED, customers FORBIDDEN; the service checks again).
builder.queryFields((t) => ({
  adminMails: t.field({
    type: MailPage,
    description:
      'ADMIN only. Every mail the shop wrote, newest first; filter by status, search by recipient, subject or order id. Without SMTP_URL this is where mails are read.',
    authScopes: { admin: true },
    args: {
      status: t.arg({ type: [MailStatusEnum], required: false, description: 'Only these statuses.' }),
      search: t.arg.string({ description: "Part of the recipient's address or the subject, or an order id." }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    complexity: pageComplexity,
    resolve: (_root, args, ctx) => ctx.services.mail.mailbox.list(ctx, args),
  }),
  adminMail: t.field({
    type: MailRef,
    description: 'ADMIN only. One mail.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The mail id.' }) },
    resolve: (_root, args, ctx) => ctx.services.mail.mailbox.get(ctx, String(args.id)),
  }),
}));
