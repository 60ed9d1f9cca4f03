import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import { ratingFiguresOf, type Connection, type RatingFigures } from '../../gateway/src/services/index.js';
import type { Review } from '../../gateway/src/db/generated/client/client.js';
import { ReviewConnection, ReviewSortEnum } from './review.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION } from './page-info.js';
import './product.js';

const StarCountRef = builder.objectRef<RatingFigures['breakdown'][number]>('RatingStarCount').implement({
  description: 'How many ratings gave a number of stars (one bar of the breakdown).',
  fields: (t) => ({
    stars: t.exposeInt('stars', { description: 'The number of stars, 5 to 1.' }),
    count: t.exposeInt('count', { description: 'How many ratings gave it.' }),
  }),
});

const ProductRatingRef = builder.objectRef<RatingFigures>('ProductRating').implement({
  description: "A product's ratings summed up, over ratings on show (hidden ones left out).",
  fields: (t) => ({
    average: t.exposeFloat('average', {
      description: 'The mean number of stars, to two decimals; 0 when nobody has rated it.',
    }),
    count: t.exposeInt('count', { description: 'How many shoppers rated it.' }),
    reviewCount: t.exposeInt('reviewCount', { description: 'How many of those ratings come with a review (words).' }),
    breakdown: t.field({
      type: [StarCountRef],
      description: 'Ratings per number of stars, from 5 down to 1 (always five entries).',
      complexity: { field: 1, multiplier: 5 },
      resolve: (figures) => figures.breakdown,
    }),
  }),
});

builder.prismaObjectFields('Product', (t) => ({
  // Listing rows come from the catalog's own statement with these columns; no select, so Pothos
  // never loads those rows again.
  rating: t.field({
    type: ProductRatingRef,
    description: 'Its ratings summed up: mean, counts and the five-bar breakdown.',
    resolve: (product) => ratingFiguresOf(product),
  }),
  reviewsConnection: t.field({
    type: ReviewConnection,
    description: 'Its reviews on show (with words, not hidden), newest or most helpful first, by cursor.',
    args: {
      sort: t.arg({
        type: ReviewSortEnum,
        description: 'Default NEWEST. A cursor only works with the sort it came from.',
      }),
      first: t.arg.int({ description: FIRST_DESCRIPTION }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    complexity: connectionComplexity,
    resolve: async (product, args, ctx, info) =>
      (await ctx.services.reviewLists.productReviews(
        ctx,
        product.id,
        args,
        queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
      )) as Connection<Review>,
  }),
  viewerReview: t.prismaField({
    type: 'Review',
    nullable: true,
    description: "The signed-in shopper's own rating of it (hidden or not); null for visitors and when they have none.",
    resolve: (query, product, _args, ctx) => ctx.services.reviewLists.viewerReview(ctx, product.id, query),
  }),
  viewerCanReview: t.boolean({
    description:
      'True when the signed-in shopper received it (a delivered order holds it), so they may rate and review it.',
    resolve: (product, _args, ctx) => ctx.services.reviewLists.viewerCanReview(ctx, product.id),
  }),
}));
