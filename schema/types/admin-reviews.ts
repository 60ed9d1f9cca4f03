import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import { listComplexity } from '../complexity.js';
import { DEFAULT_PAGE_SIZE, MAX_HIDE_REASON, MAX_PAGE_SIZE, type Page } from '../../gateway/src/services/index.js';
import { ReviewRef } from './review.js';
import './mutation.js';

type ReviewShape = typeof ReviewRef.$inferType;

const ReviewPage = builder.objectRef<Page<ReviewShape>>('ReviewPage').implement({
  description: 'One page of reviews.',
  fields: (t) => ({
    // The query returning the page multiplies by its pageSize.
    content: t.field({
      type: [ReviewRef],
      description: 'The reviews of this page.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (page) => page.content,
    }),
    totalPages: t.exposeInt('totalPages', { description: 'How many pages there are.' }),
    totalElements: t.exposeInt('totalElements', { description: 'How many reviews the view holds.' }),
    pageNumber: t.exposeInt('pageNumber', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Reviews per page.' }),
  }),
});

const AdminReviewViewEnum = builder.enumType('AdminReviewView', {
  description: "The back office's views of reviews.",
  values: {
    NEWEST: { description: 'Reviews with words, newest first, hidden ones included (marked).' },
    LOWEST_RATING: { description: 'Reviews with words, fewest stars first, then newest.' },
    HIDDEN: { description: 'Hidden ratings and reviews, most recently hidden first.' },
  } as const,
});

builder.queryFields((t) => ({
  adminReviews: t.field({
    type: ReviewPage,
    description: 'ADMIN only. Reviews to moderate, in a view (default NEWEST), one page at a time.',
    authScopes: { admin: true },
    args: {
      view: t.arg({ type: AdminReviewViewEnum, description: 'Default NEWEST.' }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    complexity: (args) => listComplexity(args.pageSize, { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE }),
    resolve: (_root, args, ctx, info) =>
      ctx.services.adminReviews.list(ctx, args, queryFromInfo({ context: ctx, info, path: ['content'] })),
  }),
}));

builder.mutationFields((t) => ({
  adminHideReview: t.prismaField({
    type: 'Review',
    description:
      'ADMIN only. Hides a rating or review with a reason: it leaves the product page and the figures at once; its author still sees it, with the reason.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The review.' }),
      reason: t.arg.string({ required: true, description: `Why, one line, at most ${MAX_HIDE_REASON} characters.` }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.adminReviews.hide(ctx, String(args.id), args.reason, query),
  }),
  adminShowReview: t.prismaField({
    type: 'Review',
    description: 'ADMIN only. Shows a hidden rating or review again; it counts in the figures again.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The review.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.adminReviews.show(ctx, String(args.id), query),
  }),
}));
