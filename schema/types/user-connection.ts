import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import type { User } from '../../gateway/src/db/generated/client/client.js';
import type { Connection } from '../../gateway/src/services/index.js';
import { UserRef } from './user.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION, PageInfoRef } from './page-info.js';

const UserEdge = builder.objectRef<Connection<User>['edges'][number]>('UserEdge').implement({
  description: 'An account in a connection, with its cursor.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Where this account is: pass it as `after` to go on from here.' }),
    node: t.field({ type: UserRef, description: 'The account.', resolve: (edge) => edge.node }),
  }),
});

const UserConnection = builder.objectRef<Connection<User>>('UserConnection').implement({
  description: 'Accounts a page at a time by cursor (Relay cursor connection): stable while people sign up.',
  fields: (t) => ({
    edges: t.field({
      type: [UserEdge],
      description: 'The accounts of this page, newest first.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({
      type: PageInfoRef,
      description: 'Whether more follow, and the cursors.',
      resolve: (c) => c.pageInfo,
    }),
    totalCount: t.int({ description: 'How many accounts there are.', resolve: (c) => c.totalCount ?? 0 }),
  }),
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
