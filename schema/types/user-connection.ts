import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import type { User } from '../../gateway/src/db/generated/client/client.js';
import type { Connection } from '../../gateway/src/services/index.js';
import { UserRef } from './user.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION } from './page-info.js';
import { connectionRef } from './connection.js';

const UserConnection = connectionRef<User>('User', UserRef, {
  one: 'account',
  many: 'Accounts',
  stableWhile: 'while people sign up',
  order: 'newest first',
  total: 'How many accounts there are.',
});

builder.queryFields((t) => ({
  usersConnection: t.field({
    type: UserConnection,
    description: 'All accounts (customers and admins) by cursor, newest first, `first`/`after`. ADMIN only.',
    authScopes: { admin: true },
    args: {
      first: t.arg.int({ description: FIRST_DESCRIPTION }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    complexity: connectionComplexity,
    resolve: async (_root, args, ctx, info) =>
      (await ctx.services.connections.users(
        ctx,
        args,
        queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
      )) as Connection<User>,
  }),
}));
