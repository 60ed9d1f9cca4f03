import { builder } from '../builder.js';
import './user.js';
import './mutation.js';

// Deactivating replaces the spec's Delete button that did nothing: the account cannot sign in,
// its tokens are refused at once, its data and orders stay. ADMIN only.
builder.mutationFields((t) => ({
  adminDeactivateUser: t.prismaField({
    type: 'User',
    description:
      'ADMIN only. Deactivates an account: it cannot sign in and every session ends now; its data and orders stay. Your own account: CONFLICT.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The account id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.adminCustomers.deactivate(ctx, String(args.id), query),
  }),
  adminReactivateUser: t.prismaField({
    type: 'User',
    description: 'ADMIN only. Lets a deactivated account sign in again.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The account id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.adminCustomers.reactivate(ctx, String(args.id), query),
  }),
}));
