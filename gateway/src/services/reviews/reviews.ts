import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { forbidden, invalidInput, notFound } from '../errors.js';
import { lockProductForReviews, refreshProductFigures } from './review-figures.js';
import { checkId, checkRating, checkReviewText, checkReviewTitle } from './review-rules.js';
import type { ReviewThrottle } from './review-throttle.js';
import { isVerifiedBuyer, whyNotVerified } from './verified-buyer.js';
import { signedIn, type RequestContext } from '../accounts/viewer.js';

/** Extra Prisma selection a caller wants on each review (GraphQL plans it from the query). */
export type ReviewQuery = { include?: Prisma.ReviewInclude; select?: Prisma.ReviewSelect };
type Loaded<Q extends ReviewQuery> = Prisma.ReviewGetPayload<Q>;
type Tx = Prisma.TransactionClient;

export interface ReviewInput {
  /** Stars; left out, the stars the viewer gave before. */
  rating?: unknown;
  title?: unknown;
  text: unknown;
}

export interface ReviewChanges {
  rating?: unknown;
  title?: unknown;
  text?: unknown;
}

const noWords = { title: null, text: null, reviewedAt: null, helpfulCount: 0 } as const;

/**
 * Ratings and reviews written by shoppers. One row per shopper and product holds the stars and,
 * when there are words, the review. Only a shopper who received the product may create one;
 * every change rewrites the product's figures in the same transaction.
 */
export class ReviewService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttle: ReviewThrottle,
  ) {}

  /** Gives or changes the viewer's star rating of a product; words already written stay. */
  async rate<Q extends ReviewQuery>(rc: RequestContext, productId: unknown, rating: unknown, query: Q = {} as Q) {
    const stars = checkRating(rating);
    return this.upsert(rc, checkId(productId, 'productId'), { rating: stars }, query);
  }

  /**
   * Writes (or rewrites) the viewer's review of a product: stars, words and an optional title.
   * Without stars the review keeps the ones the viewer gave before (older clients send words alone).
   */
  async review<Q extends ReviewQuery>(rc: RequestContext, productId: unknown, input: ReviewInput, query: Q = {} as Q) {
    const viewer = signedIn(rc);
    const id = checkId(productId, 'productId');
    const title = checkReviewTitle(input.title);
    const text = checkReviewText(input.text);
    let rating = input.rating == null ? undefined : checkRating(input.rating);
    if (rating === undefined) {
      const given = await this.prisma.review.findUnique({
        where: { userId_productId: { userId: viewer.id, productId: id } },
        select: { rating: true },
      });
      if (!given) throw invalidInput('Give the product 1 to 5 stars with your review', 'rating');
      rating = given.rating;
    }
    return this.upsert(rc, id, { rating, title, text }, query);
  }

  /** Changes the viewer's own rating or review; fields left out stay as they are. */
  async update<Q extends ReviewQuery>(rc: RequestContext, id: unknown, changes: ReviewChanges, query: Q = {} as Q) {
    const data: Prisma.ReviewUpdateInput = {};
    if (changes.rating != null) data.rating = checkRating(changes.rating);
    if (changes.text != null) data.text = checkReviewText(changes.text);
    if (changes.title !== undefined) data.title = checkReviewTitle(changes.title);
    const reviewId = await this.changeOwn(rc, id, async (tx, row) => {
      if (row.text === null && data.text === undefined) {
        if (data.title) throw invalidInput('Write a few words about the product to go with the title', 'text');
        // A rating without words has no title either.
        delete data.title;
      }
      if (row.text === null && data.text !== undefined) data.reviewedAt = new Date();
      await tx.review.update({ where: { id: row.id }, data });
    });
    return this.load(reviewId, query);
  }

  /** Removes the words of the viewer's review (and the helpful votes they earned); the stars stay. */
  async deleteReview<Q extends ReviewQuery>(rc: RequestContext, id: unknown, query: Q = {} as Q) {
    const reviewId = await this.changeOwn(rc, id, async (tx, row) => {
      await tx.reviewVote.deleteMany({ where: { reviewId: row.id } });
      await tx.review.update({ where: { id: row.id }, data: noWords });
    });
    return this.load(reviewId, query);
  }

  /** Removes the viewer's rating of a product altogether, review included. */
  async deleteRating(rc: RequestContext, id: unknown): Promise<{ id: string; productId: string }> {
    let productId = '';
    const reviewId = await this.changeOwn(rc, id, async (tx, row) => {
      await tx.review.delete({ where: { id: row.id } });
      productId = row.productId;
    });
    return { id: reviewId, productId };
  }

  /**
   * The viewer found a review helpful (`helpful` true) or takes that back. One vote per shopper
   * (a second is no change); not on one's own review; only reviews on show.
   */
  async voteHelpful<Q extends ReviewQuery>(rc: RequestContext, id: unknown, helpful: boolean, query: Q = {} as Q) {
    const viewer = signedIn(rc);
    const reviewId = checkId(id, 'id');
    const row = await this.prisma.review.findUnique({ where: { id: reviewId } });
    if (!row || row.hiddenAt || row.text === null) throw notFound(`No review with id ${reviewId}`);
    if (row.userId === viewer.id) throw forbidden('You cannot vote on your own review');
    await this.throttle.vote(viewer.id);
    await this.prisma.$transaction(async (tx) => {
      // The vote's primary key decides; the count moves by exactly what was written.
      const changed = helpful
        ? (await tx.reviewVote.createMany({ data: [{ reviewId, userId: viewer.id }], skipDuplicates: true })).count
        : -(await tx.reviewVote.deleteMany({ where: { reviewId, userId: viewer.id } })).count;
      if (changed !== 0)
        await tx.review.update({ where: { id: reviewId }, data: { helpfulCount: { increment: changed } } });
    });
    return this.load(reviewId, query);
  }

  /** Creates the viewer's row for the product (a verified buyer only) or changes it. */
  private async upsert<Q extends ReviewQuery>(
    rc: RequestContext,
    productId: string,
    data: { rating: number; title?: string | null; text?: string },
    query: Q,
  ): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    await this.throttle.write(viewer.id);
    const id = await this.prisma.$transaction(async (tx) => {
      if (!(await lockProductForReviews(tx, productId, { onSale: true }))) {
        throw notFound(`No product with id ${productId}`);
      }
      const where = { userId_productId: { userId: viewer.id, productId } };
      const existing = await tx.review.findUnique({ where });
      if (!existing && !(await isVerifiedBuyer(tx, viewer.id, productId))) {
        throw forbidden(await whyNotVerified(tx, viewer.id, productId));
      }
      const wordsAreNew = data.text !== undefined && !existing?.text;
      const row = await tx.review.upsert({
        where,
        create: { ...data, userId: viewer.id, productId, reviewedAt: data.text ? new Date() : null },
        update: { ...data, ...(wordsAreNew ? { reviewedAt: new Date() } : {}) },
        select: { id: true },
      });
      await refreshProductFigures(tx, productId);
      return row.id;
    });
    return this.load(id, query);
  }

  /**
   * Runs `change` on the viewer's own row (403 for someone else's) with the product locked, then
   * recounts the product, in one transaction. Answers the row's id.
   */
  private async changeOwn(
    rc: RequestContext,
    id: unknown,
    change: (tx: Tx, row: { id: string; productId: string; text: string | null }) => Promise<void>,
  ): Promise<string> {
    const viewer = signedIn(rc);
    const reviewId = checkId(id, 'id');
    const found = await this.prisma.review.findUnique({
      where: { id: reviewId },
      select: { userId: true, productId: true },
    });
    if (!found) throw notFound(`No review with id ${reviewId}`);
    if (found.userId !== viewer.id) throw forbidden('You can only change your own ratings and reviews');
    await this.throttle.write(viewer.id);
    await this.prisma.$transaction(async (tx) => {
      await lockProductForReviews(tx, found.productId, { onSale: false });
      const row = await tx.review.findUnique({ where: { id: reviewId } });
      if (!row) throw notFound(`No review with id ${reviewId}`);
      await change(tx, row);
      await refreshProductFigures(tx, found.productId);
    });
    return reviewId;
  }

  private async load<Q extends ReviewQuery>(id: string, query: Q): Promise<Loaded<Q>> {
    return (await this.prisma.review.findUniqueOrThrow({ ...query, where: { id } })) as Loaded<Q>;
  }
}
