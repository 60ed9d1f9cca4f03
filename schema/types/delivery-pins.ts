import { builder } from '../builder.js';
import { listComplexity } from '../complexity.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PIN_ROWS,
  type Page,
  type PinRow,
} from '../../gateway/src/services/index.js';
import './mutation.js';

const DeliveryPinRef = builder.objectRef<PinRow>('DeliveryPin').implement({
  description: "A PIN code (6 digits) or a prefix (1 to 5 digits) on the owner's delivery list.",
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Six digits, or the first digits of every PIN code it covers.' }),
    codAllowed: t.exposeBoolean('codAllowed', { description: 'Whether cash on delivery is collected there.' }),
    days: t.exposeInt('days', { description: 'Days from the order to the door.' }),
  }),
});

const DeliveryPinPage = builder.objectRef<Page<PinRow>>('DeliveryPinPage').implement({
  description: 'One page of the delivery list, by code.',
  fields: (t) => ({
    content: t.field({
      type: [DeliveryPinRef],
      description: 'The codes of this page.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (page) => page.content,
    }),
    totalPages: t.exposeInt('totalPages', { description: 'How many pages there are.' }),
    totalElements: t.exposeInt('totalElements', {
      description: 'How many codes match; with no search, 0 means every valid PIN code is served.',
    }),
    pageNumber: t.exposeInt('pageNumber', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Codes per page.' }),
  }),
});

const PinImportRef = builder.objectRef<{ loaded: number; total: number }>('DeliveryPinImport').implement({
  description: 'What an upload did.',
  fields: (t) => ({
    loaded: t.exposeInt('loaded', { description: 'Codes read from the CSV.' }),
    total: t.exposeInt('total', { description: 'Codes on the list now.' }),
  }),
});

builder.queryFields((t) => ({
  adminDeliveryPins: t.field({
    type: DeliveryPinPage,
    description: 'ADMIN only. The delivery list, by code; `search` keeps the codes that start with its digits.',
    authScopes: { admin: true },
    args: {
      search: t.arg.string({ description: 'The first digits of the codes wanted.' }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    complexity: (args) => listComplexity(args.pageSize, { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE }),
    resolve: (_root, args, ctx) => ctx.services.serviceability.list(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  adminImportDeliveryPins: t.field({
    type: PinImportRef,
    description: `ADMIN only. Loads a courier's CSV, "PIN,COD,days" per line (COD yes/no; a prefix as "11", "110*" or "1100xx"; a header line allowed), all or nothing: BAD_USER_INPUT naming the wrong lines. At most ${MAX_PIN_ROWS} codes (GraphQL bodies are at most 100 kB; REST PUT /api/admin/delivery-pins takes 2 MB).`,
    authScopes: { admin: true },
    args: {
      csv: t.arg.string({ required: true, description: 'The CSV text.' }),
      replace: t.arg.boolean({
        description: 'true (default): the CSV becomes the whole list; false: its rows are added.',
      }),
    },
    resolve: (_root, args, ctx) => ctx.services.serviceability.importCsv(ctx, args.csv, args.replace !== false),
  }),
  adminSaveDeliveryPin: t.field({
    type: DeliveryPinRef,
    description: 'ADMIN only. Adds a PIN code or prefix to the delivery list, or changes it.',
    authScopes: { admin: true },
    args: {
      code: t.arg.string({ required: true, description: 'Six digits, or a prefix of 1 to 5.' }),
      codAllowed: t.arg.boolean({ required: true, description: 'Cash on delivery collected there.' }),
      days: t.arg.int({ required: true, description: 'Days to deliver, 1 to 60.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.serviceability.save(ctx, args),
  }),
  adminDeleteDeliveryPin: t.field({
    type: 'String',
    description: 'ADMIN only. Takes a code off the delivery list; answers the code (NOT_FOUND when it was not there).',
    authScopes: { admin: true },
    args: { code: t.arg.string({ required: true, description: 'The code as listed.' }) },
    resolve: async (_root, args, ctx) => (await ctx.services.serviceability.remove(ctx, args.code)).code,
  }),
  adminClearDeliveryPins: t.int({
    description: 'ADMIN only. Empties the delivery list (every valid PIN code is served again); answers how many went.',
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => (await ctx.services.serviceability.clear(ctx)).removed,
  }),
}));
