import { builder } from '../builder.js';
import { MAX_REVIEW_TEXT, MAX_REVIEW_TITLE } from '../../gateway/src/services/index.js';
import './product.js';
import './review.js';
import './mutation.js';

const ReviewInput = builder.inputType('ReviewInput', {
  description: 'A review: stars and words. Text is kept as plain text, control characters removed, ends trimmed.',
  fields: (t) => ({
    rating: t.int({ required: true, description: 'Stars, 1 to 5.' }),
    title: t.string({ description: `An optional headline, one line, at most ${MAX_REVIEW_TITLE} characters.` }),
    text: t.string({ required: true, description: `The words, at most ${MAX_REVIEW_TEXT} characters.` }),
  }),
});

const ReviewChangesInput = builder.inputType('ReviewChangesInput', {
  description: 'Omitted fields stay as they are.',
  fields: (t) => ({
    rating: t.int({ description: 'New stars, 1 to 5.' }),
    title: t.string({ description: 'A new headline; an empty one removes it.' }),
    text: t.string({ description: `New words, at most ${MAX_REVIEW_TEXT} characters (deleteReview removes them).` }),
  }),
});

const RatingDeletionRef = builder.objectRef<{ id: string; productId: string }>('RatingDeletion').implement({
  description: 'A rating that was removed, and its product with the figures recounted.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The id the rating had.' }),
    product: t.prismaField({
      type: 'Product',
      description: 'The product, its figures without the rating.',
      resolve: (query, d, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: d.productId } }),
    }),
  }),
});

const WHO =
  'Only a shopper who received the product (a delivered order holds it) may rate it: others get FORBIDDEN saying why.';

builder.mutationFields((t) => ({
  rateProduct: t.prismaField({
    type: 'Review',
    description: `Gives or changes the signed-in shopper's star rating of a product; a review already written stays. ${WHO}`,
    authScopes: { signedIn: true },
    args: {
      productId: t.arg.id({ required: true, description: 'The product.' }),
      rating: t.arg.int({ required: true, description: 'Stars, 1 to 5.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.reviews.rate(ctx, String(args.productId), args.rating, query),
  }),
  reviewProduct: t.prismaField({
    type: 'Review',
    description: `Writes (or rewrites) the signed-in shopper's review of a product: stars, words, an optional title. ${WHO}`,
    authScopes: { signedIn: true },
    args: {
      productId: t.arg.id({ required: true, description: 'The product.' }),
      input: t.arg({ type: ReviewInput, required: true, description: 'The review.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.reviews.review(ctx, String(args.productId), args.input, query),
  }),
  updateReview: t.prismaField({
    type: 'Review',
    description: "Changes the signed-in shopper's own rating or review (someone else's: FORBIDDEN).",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The rating (review) id.' }),
      input: t.arg({ type: ReviewChangesInput, required: true, description: 'What to change.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.reviews.update(ctx, String(args.id), args.input, query),
  }),
  deleteReview: t.prismaField({
    type: 'Review',
    description: "Removes the words of the signed-in shopper's own review (and their helpful votes); the stars stay.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The review id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.reviews.deleteReview(ctx, String(args.id), query),
  }),
  deleteRating: t.field({
    type: RatingDeletionRef,
    description: "Removes the signed-in shopper's own rating of a product altogether, review included.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The rating id.' }) },
    resolve: (_root, args, ctx) => ctx.services.reviews.deleteRating(ctx, String(args.id)),
  }),
  voteReviewHelpful: t.prismaField({
    type: 'Review',
    description:
      "Says the signed-in shopper found a review helpful (one vote each; again changes nothing), or takes it back with helpful: false. Not on one's own review (FORBIDDEN).",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The review.' }),
      helpful: t.arg.boolean({ description: 'Default true; false takes the vote back.' }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.services.reviews.voteHelpful(ctx, String(args.id), args.helpful ?? true, query),
  }),
}));
