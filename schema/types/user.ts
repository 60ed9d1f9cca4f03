import { queryFromInfo } from '@pothos/plugin-prisma';
import { listComplexity } from '../complexity.js';
import { builder, passwordWork } from '../builder.js';
import type { Context } from '../context.js';
import { addressOrder, DEFAULT_USER_PAGE_SIZE, MAX_USER_PAGE_SIZE } from '../../gateway/src/services/index.js';
import './mutation.js';

const RoleEnum = builder.enumType('Role', {
  description: 'CUSTOMER shops; ADMIN also runs the back office.',
  values: {
    CUSTOMER: { description: 'A shopper: the catalog, a cart, own orders and account.' },
    ADMIN: { description: 'Also runs the back office: every account and order, API keys.' },
  } as const,
});

builder.prismaObject('Address', {
  description: 'A saved delivery address.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The address id.' }),
    firstName: t.exposeString('firstName', { description: 'Given name of the recipient.' }),
    lastName: t.exposeString('lastName', { description: 'Family name of the recipient.' }),
    streetAddress: t.exposeString('streetAddress', { description: 'House, street and area.' }),
    city: t.exposeString('city', { description: 'City or town.' }),
    state: t.exposeString('state', { description: 'State or region.' }),
    zipCode: t.exposeString('zipCode', { description: 'PIN code, digits only.' }),
    mobile: t.exposeString('mobile', { description: '10 digits.' }),
    landmark: t.exposeString('landmark', { description: 'Near what, for the courier; empty when none.' }),
    addressType: t.exposeString('addressType', { description: 'HOME or WORK.' }),
    isDefault: t.exposeBoolean('isDefault', {
      description: 'The address checkout offers first; at most one per account.',
    }),
  }),
});

/**
 * The order counts of the accounts one response lists, asked for together: one grouped count over
 * the orders index of just those accounts. (A relation count would have Prisma count every order
 * in the shop by account and join the page to it: seconds at a million orders.)
 */
const orderCounts = new WeakMap<Context, { ids: Set<string>; counts: Promise<Map<string, number>> }>();

function orderCountOf(ctx: Context, userId: string): Promise<number> {
  let batch = orderCounts.get(ctx);
  if (!batch) {
    const ids = new Set<string>();
    const counts = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      orderCounts.delete(ctx);
      const rows = await ctx.prisma.order.groupBy({
        by: ['userId'],
        where: { userId: { in: [...ids] } },
        _count: { _all: true },
      });
      return new Map(rows.map((r) => [r.userId, r._count._all]));
    });
    batch = { ids, counts };
    orderCounts.set(ctx, batch);
  }
  batch.ids.add(userId);
  return batch.counts.then((counts) => counts.get(userId) ?? 0);
}

// The password hash is deliberately not a field.
export const UserRef = builder.prismaObject('User', {
  description: 'An account. Emails are stored lower-cased and unique.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The account id.' }),
    firstName: t.exposeString('firstName', { description: 'Given name.' }),
    lastName: t.exposeString('lastName', { description: 'Family name.' }),
    email: t.exposeString('email', { description: 'The sign-in email, lower case.' }),
    role: t.expose('role', { type: RoleEnum, description: 'What the account may do.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
    deactivatedAt: t.expose('deactivatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an admin deactivated the account (it cannot sign in); null while active.',
    }),
    orderCount: t.int({
      description: 'How many orders the account has placed.',
      resolve: (user, _args, ctx) => orderCountOf(ctx, user.id),
    }),
    addresses: t.relation('addresses', {
      description:
        'In the order saved: the first is the default billing address, the last the default shipping address.',
      query: { orderBy: addressOrder },
    }),
  }),
});

type UserShape = typeof UserRef.$inferType;

const UserPage = builder
  .objectRef<{ content: UserShape[]; totalPages: number; totalElements: number }>('UserPage')
  .implement({
    description: 'One page of accounts.',
    fields: (t) => ({
      // The query returning the page multiplies by its pageSize, as on the other pages.
      content: t.field({
        type: [UserRef],
        description: 'The accounts of this page.',
        complexity: { field: 1, multiplier: 1 },
        resolve: (page) => page.content,
      }),
      totalPages: t.exposeInt('totalPages', { description: 'How many pages of this size there are.' }),
      totalElements: t.exposeInt('totalElements', { description: 'How many accounts there are.' }),
    }),
  });

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Omitted fields stay as they are.',
  fields: (t) => ({
    firstName: t.string({ description: 'A new given name.' }),
    lastName: t.string({ description: 'A new family name.' }),
    email: t.string({ description: 'A new email needs currentPassword.' }),
    currentPassword: t.string({ description: 'Required when the email changes.' }),
  }),
});

builder.queryFields((t) => ({
  me: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in account; null for a visitor.',
    resolve: (query, _root, _args, ctx) => ctx.services.users.me(ctx, query),
  }),
  users: t.field({
    type: UserPage,
    description: 'ADMIN only. All accounts, newest first; search by part of the email or name.',
    authScopes: { admin: true },
    args: {
      search: t.arg.string({ description: 'Part of the email, first or last name.' }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_USER_PAGE_SIZE}, at most ${MAX_USER_PAGE_SIZE}.` }),
    },
    complexity: (args) => listComplexity(args.pageSize, { default: DEFAULT_USER_PAGE_SIZE, max: MAX_USER_PAGE_SIZE }),
    resolve: (_root, args, ctx, info) =>
      ctx.services.adminCustomers.list(ctx, args, queryFromInfo({ context: ctx, info, path: ['content'] })),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: 'User',
    description:
      "Changes the signed-in user's own name or email. A new email needs the current password (BAD_USER_INPUT on currentPassword when missing or wrong).",
    authScopes: { signedIn: true },
    // Checking the current password runs scrypt.
    extensions: passwordWork,
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'What to change.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.users.updateProfile(ctx, args.input, query),
  }),
}));
