import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import type { Connection } from '../../gateway/src/services/index.js';
import type { Review } from '../../gateway/src/db/generated/client/client.js';
import { ReviewConnection } from './review.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION } from './page-info.js';
import './user.js';

// An account's own ratings and reviews ("My Product Reviews", "My Product Rating"), hidden ones
// included with the reason; the account itself or an admin only.
builder.prismaObjectFields('User', (t) => ({
  ratingCount: t.relationCount('reviews', { description: 'How many products the account rated (hidden ratings too).' }),
  reviewCount: t.relationCount('reviews', {
    where: { text: { not: null } },
    description: 'How many of those ratings come with a review (words).',
  }),
  ratings: t.field({
    type: ReviewConnection,
    description: 'The account’s ratings, with or without words, newest first. The account itself or an admin only.',
    args: {
      first: t.arg.int({ description: FIRST_DESCRIPTION }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    complexity: connectionComplexity,
    resolve: async (user, args, ctx, info) =>
      (await ctx.services.reviewLists.byUser(
        ctx,
        user.id,
        false,
        args,
        queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
      )) as Connection<Review>,
  }),
  reviews: t.field({
    type: ReviewConnection,
    description: 'The account’s reviews (ratings with words), newest first. The account itself or an admin only.',
    args: {
      first: t.arg.int({ description: FIRST_DESCRIPTION }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    complexity: connectionComplexity,
    resolve: async (user, args, ctx, info) =>
      (await ctx.services.reviewLists.byUser(
        ctx,
        user.id,
        true,
        args,
        queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
      )) as Connection<Review>,
  }),
}));
