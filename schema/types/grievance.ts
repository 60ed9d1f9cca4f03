import { builder } from '../builder.js';
import type { Grievance } from '../../gateway/src/db/generated/client/client.js';
import { redressBy, type GrievanceList, type GrievanceReceipt } from '../../gateway/src/services/index.js';
import './mutation.js';

const GrievanceStatusEnum = builder.enumType('GrievanceStatus', {
  description: 'Where a grievance is.',
  values: {
    OPEN: { description: 'Received and acknowledged; not resolved yet.' },
    RESOLVED: { description: 'Resolved by the shop, with a note the complainant was mailed.' },
  } as const,
});

const GrievanceRef = builder.objectRef<Grievance>('Grievance').implement({
  description:
    'A complaint filed on the Grievance Redressal page (Consumer Protection (E-Commerce) Rules, 2020): acknowledged at once, resolved within a month.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The grievance id.' }),
    reference: t.exposeString('reference', { description: 'The reference the complainant quotes, "GRV-…".' }),
    name: t.exposeString('name', { description: 'The complainant’s name.' }),
    email: t.exposeString('email', { description: 'The complainant’s e-mail, where the mails go.' }),
    orderNumber: t.exposeString('orderNumber', {
      nullable: true,
      description: 'The order it is about ("#IHIR5KE0"), when one was given.',
    }),
    subject: t.exposeString('subject', { description: 'The subject.' }),
    message: t.exposeString('message', { description: 'The complaint.' }),
    signedIn: t.boolean({
      description: 'Whether it was filed by a signed-in shopper.',
      resolve: (g) => g.userId !== null,
    }),
    status: t.expose('status', { type: GrievanceStatusEnum, description: 'Open or resolved.' }),
    resolution: t.exposeString('resolution', { nullable: true, description: 'What was done, once resolved.' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true, description: 'When it was resolved.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was received.' }),
    resolveBy: t.field({
      type: 'DateTime',
      description: 'The date it must be resolved by: one month after it was received.',
      resolve: (g) => redressBy(g.createdAt),
    }),
  }),
});

const GrievanceListRef = builder.objectRef<GrievanceList>('GrievanceList').implement({
  description: 'A page of grievances and the count still open.',
  fields: (t) => ({
    items: t.field({ type: [GrievanceRef], description: 'The grievances.', resolve: (l) => l.items }),
    total: t.exposeInt('total', { description: 'How many match the filter.' }),
    open: t.exposeInt('open', { description: 'How many are open, whatever the filter.' }),
  }),
});

const GrievanceReceiptRef = builder.objectRef<GrievanceReceipt>('GrievanceReceipt').implement({
  description: 'The answer to a filed grievance: its reference, mailed at once with the acknowledgement.',
  fields: (t) => ({
    reference: t.exposeString('reference', { description: 'The reference to quote, "GRV-…".' }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime', description: 'When it was received.' }),
    resolveBy: t.expose('resolveBy', { type: 'DateTime', description: 'Resolved by this date (one month).' }),
    officerName: t.exposeString('officerName', { description: 'The Grievance Officer who handles it.' }),
    officerDesignation: t.exposeString('officerDesignation', { description: 'The officer’s designation.' }),
  }),
});

const GrievanceInput = builder.inputType('GrievanceInput', {
  description: 'A complaint; every wrong field is named (BAD_USER_INPUT).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Your name, at most 120 characters.' }),
    email: t.string({ required: true, description: 'Where the acknowledgement and the answer go.' }),
    orderNumber: t.string({ description: 'The order it is about, "#IHIR5KE0" (optional).' }),
    subject: t.string({ required: true, description: 'The subject, at most 150 characters.' }),
    message: t.string({ required: true, description: 'The complaint, at most 5,000 characters.' }),
  }),
});

builder.queryFields((t) => ({
  adminGrievances: t.field({
    type: GrievanceListRef,
    description: 'ADMIN only. The grievances: open ones oldest first, then resolved ones.',
    authScopes: { admin: true },
    args: {
      status: t.arg({ type: GrievanceStatusEnum, description: 'Only this status.' }),
      take: t.arg.int({ description: 'At most this many (1–200, default 50).' }),
      skip: t.arg.int({ description: 'Skip this many.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.grievances.list(ctx, { status: args.status, take: args.take, skip: args.skip }),
  }),
}));

builder.mutationFields((t) => ({
  fileGrievance: t.field({
    type: GrievanceReceiptRef,
    description:
      'Files a grievance (signed in or not): recorded, acknowledged by mail at once with its reference and the Grievance Officer. TOO_MANY_REQUESTS past a few an hour from one network or a day from one address.',
    args: { input: t.arg({ type: GrievanceInput, required: true, description: 'The complaint.' }) },
    resolve: (_root, args, ctx) => ctx.services.grievances.file(ctx, args.input),
  }),
  adminResolveGrievance: t.field({
    type: GrievanceRef,
    description:
      'ADMIN only. Resolves an open grievance with a note, mailed to the complainant. CONFLICT when it is resolved already.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The grievance id.' }),
      resolution: t.arg.string({ required: true, description: 'What was done, at most 2,000 characters.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.grievances.resolve(ctx, String(args.id), args.resolution),
  }),
}));
