import type { Request } from 'express';
import type { AdminReviewView } from '../services/reviews/admin-reviews.js';
import { invalidInput } from '../services/errors.js';
import { MAX_PAGE_SIZE } from '../services/paging.js';
import type { AdminRoute } from './admin-routes-type.js';
import { intParam } from './query-params.js';
import { requestContext } from './request-context.js';
import { toRestReview } from './review-shape.js';

const reviewInclude = {
  user: { select: { id: true, email: true, firstName: true, lastName: true } },
  product: { select: { id: true, title: true } },
} as const;

const VIEWS: Record<string, AdminReviewView> = { newest: 'NEWEST', lowest_rating: 'LOWEST_RATING', hidden: 'HIDDEN' };

function view(req: Request): AdminReviewView {
  const asked = typeof req.query.view === 'string' && req.query.view ? req.query.view.toLowerCase() : 'newest';
  const chosen = Object.hasOwn(VIEWS, asked) ? VIEWS[asked] : undefined;
  if (!chosen) throw invalidInput(`view must be one of ${Object.keys(VIEWS).join(', ')}`, 'view');
  return chosen;
}

/** A review as the back office reads it: the public shape plus the account, the product and why it is hidden. */
function toRestAdminReview(
  r: Parameters<typeof toRestReview>[0] & {
    user: { id: string; email: string };
    product: { id: string; title: string };
  },
) {
  return {
    ...toRestReview(r, r.product.id),
    customer: { _id: r.user.id, email: r.user.email, firstName: r.user.firstName, lastName: r.user.lastName },
    productTitle: r.product.title,
  };
}

/** The back office's review moderation over REST (beside GraphQL's adminReviews, adminHideReview, adminShowReview). */
export const adminReviewRoutes: AdminRoute[] = [
  {
    method: 'GET',
    path: '/reviews/',
    async handle(services, req, res) {
      const page = await services.adminReviews.list(
        requestContext(res),
        {
          view: view(req),
          pageNumber: intParam(req.query.pageNumber, 'pageNumber'),
          pageSize: intParam(req.query.pageSize, 'pageSize') ?? MAX_PAGE_SIZE,
        },
        { include: reviewInclude },
      );
      res.set('X-Total-Count', String(page.totalElements));
      res.json(page.content.map(toRestAdminReview));
    },
  },
  {
    method: 'PUT',
    path: '/reviews/:id/hide',
    async handle(services, req, res) {
      const reason = (req.body as { reason?: unknown } | undefined)?.reason;
      const review = await services.adminReviews.hide(requestContext(res), String(req.params.id), reason, {
        include: reviewInclude,
      });
      res.json(toRestAdminReview(review));
    },
  },
  {
    method: 'PUT',
    path: '/reviews/:id/show',
    async handle(services, req, res) {
      const review = await services.adminReviews.show(requestContext(res), String(req.params.id), {
        include: reviewInclude,
      });
      res.json(toRestAdminReview(review));
    },
  },
];
