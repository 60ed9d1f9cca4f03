import { Router, type Request, type Response } from 'express';
import type { Services } from '../services/index.js';
import { DomainError, invalidInput } from '../services/errors.js';
import { requireSignedIn } from './guards.js';
import { intParam } from './query-params.js';
import { requestContext } from './request-context.js';
import { toRestRating, toRestReview } from './review-shape.js';

const author = { user: { select: { firstName: true, lastName: true } } } as const;
type Body = Record<string, unknown>;

/** REST names the words `review`; the service calls them `text`. Errors name REST's field. */
async function asRest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.field === 'text') {
      throw new DomainError(error.code, error.message.replace(/^text /, 'review '), 'review');
    }
    throw error;
  }
}

/** `first`/`after` of a list call: `pageSize` (default 20, at most 100) and the cursor of the page before. */
function listInput(req: Request) {
  const sorts = { newest: 'NEWEST', helpful: 'HELPFUL' } as const;
  const asked = req.query.sort === undefined || req.query.sort === '' ? 'newest' : String(req.query.sort).toLowerCase();
  if (asked !== 'newest' && asked !== 'helpful') throw invalidInput('sort must be newest or helpful', 'sort');
  const sort = sorts[asked];
  const after = typeof req.query.after === 'string' && req.query.after ? req.query.after : null;
  return { first: intParam(req.query.pageSize, 'pageSize'), after, sort } as const;
}

/** The headers of a list answer: how many in all, and where the next page starts. */
function listHeaders(
  res: Response,
  page: { totalCount?: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } },
) {
  res.set('X-Total-Count', String(page.totalCount ?? 0));
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
}

/**
 * The spec's review and rating calls for older clients: POST /api/reviews/create,
 * GET /api/reviews/product/{productId}, PUT /api/ratings/create, GET /api/ratings/product/{productId}.
 */
export function reviewsRouter(services: Services): Router {
  const router = Router();
  router.post('/reviews/create', requireSignedIn, async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const review = await asRest(() =>
      services.reviews.review(
        requestContext(res),
        body.productId,
        { rating: body.rating, title: body.title, text: body.review },
        { include: author },
      ),
    );
    res.status(201).json(toRestReview(review));
  });
  router.get('/reviews/product/:productId', async (req, res) => {
    const rc = requestContext(res);
    await services.catalog.getProduct(rc, req.params.productId);
    const page = await services.reviewLists.productReviews(rc, req.params.productId, listInput(req), {
      include: author,
    });
    listHeaders(res, page);
    res.json(page.edges.map((e) => toRestReview(e.node)));
  });
  router.put('/ratings/create', requireSignedIn, async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const rating = await services.reviews.rate(requestContext(res), body.productId, body.rating, { include: author });
    res.json(toRestRating(rating));
  });
  router.get('/ratings/product/:productId', async (req, res) => {
    const rc = requestContext(res);
    await services.catalog.getProduct(rc, req.params.productId);
    const { first, after } = listInput(req);
    const page = await services.reviewLists.productRatings(
      rc,
      req.params.productId,
      { first, after },
      { include: author },
    );
    listHeaders(res, page);
    res.json(page.edges.map((e) => toRestRating(e.node)));
  });
  return router;
}
