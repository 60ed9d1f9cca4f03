import { builder } from '../builder.js';
import { listComplexity } from '../complexity.js';
import {
  DEFAULT_FEATURED_REVIEWS,
  initialOf,
  MAX_FEATURED_REVIEWS,
  publicName,
} from '../../gateway/src/services/index.js';
import type { Review } from '../../gateway/src/db/generated/client/client.js';
import { connectionRef } from './connection.js';
import './product.js';
import './user.js';

const author = { user: { select: { firstName: true, lastName: true } } } as const;

export const ReviewRef = builder.prismaObject('Review', {
  description:
    "A shopper's rating of a product they received (1 to 5 stars) and, when it has words, their review. One per shopper and product.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The rating (and review) id.' }),
    rating: t.exposeInt('rating', { description: 'Stars, 1 to 5.' }),
    title: t.exposeString('title', { nullable: true, description: 'A headline for the words; null when none.' }),
    text: t.exposeString('text', {
      nullable: true,
      description:
        'The words, plain text (show it as text, never as HTML), at most 2,000 characters; null for a rating without a review.',
    }),
    authorName: t.string({
      description: 'The reviewer as shown in public: first name and the initial of the last ("Asha V.").',
      select: author,
      resolve: (review) => publicName(review.user),
    }),
    authorInitial: t.string({
      description: "The letter for the reviewer's avatar.",
      select: author,
      resolve: (review) => initialOf(review.user),
    }),
    verifiedBuyer: t.boolean({
      description:
        'True: only shoppers who received the product can rate it, so every rating is from a verified buyer.',
      resolve: () => true,
    }),
    reviewedAt: t.expose('reviewedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the words were first written ("Reviewed in India on …"); null without words.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the product was first rated.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the rating or review last changed.' }),
    helpfulCount: t.exposeInt('helpfulCount', { description: 'How many shoppers found the review helpful.' }),
    viewerFoundHelpful: t.boolean({
      description: 'True when the signed-in shopper voted this review helpful; false for visitors.',
      select: (_args, ctx) => ({
        votes: { where: { userId: ctx.viewer?.id ?? '' }, select: { userId: true }, take: 1 },
      }),
      resolve: (review) => review.votes.length > 0,
    }),
    viewerIsAuthor: t.boolean({
      description: 'True when the signed-in shopper wrote it (they may edit or delete it).',
      resolve: (review, _args, ctx) => review.userId === ctx.viewer?.id,
    }),
    product: t.relation('product', { description: 'The product rated.' }),
    hidden: t.boolean({
      description: 'True when an admin hid it: it is left out of the product page and its figures.',
      resolve: (review) => review.hiddenAt !== null,
    }),
    hiddenAt: t.expose('hiddenAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was hidden; null when shown.',
    }),
    hiddenReason: t.exposeString('hiddenReason', {
      nullable: true,
      description: 'Why an admin hid it; null when shown. Only its author and admins ever see a hidden review.',
    }),
    author: t.relation('user', {
      nullable: true,
      authScopes: { admin: true },
      description: 'ADMIN only. The account that wrote it.',
    }),
    hiddenBy: t.relation('hiddenBy', {
      nullable: true,
      authScopes: { admin: true },
      description: 'ADMIN only. The admin who hid it; null when shown.',
    }),
  }),
});

export const ReviewConnection = connectionRef<Review>('Review', ReviewRef, {
  one: 'review',
  many: 'Reviews',
  stableWhile: 'while reviews are written',
  order: 'in order',
  total: 'How many there are in all.',
});

export const ReviewSortEnum = builder.enumType('ReviewSort', {
  description: "The order of a product's reviews.",
  values: {
    NEWEST: { description: 'Most recently written first (the default).' },
    HELPFUL: { description: 'Most helpful votes first, then newest.' },
  } as const,
});

builder.queryFields((t) => ({
  featuredReviews: t.prismaField({
    type: ['Review'],
    description: `The newest reviews with words and 4 or 5 stars, of products on sale (the home page's "Happy Customer"); default ${DEFAULT_FEATURED_REVIEWS}, at most ${MAX_FEATURED_REVIEWS}.`,
    args: {
      limit: t.arg.int({
        description: `How many; default ${DEFAULT_FEATURED_REVIEWS}, at most ${MAX_FEATURED_REVIEWS}.`,
      }),
    },
    complexity: (args) => listComplexity(args.limit, { default: DEFAULT_FEATURED_REVIEWS, max: MAX_FEATURED_REVIEWS }),
    resolve: (query, _root, args, ctx) => ctx.services.reviewLists.featured(ctx, args.limit, query),
  }),
}));
