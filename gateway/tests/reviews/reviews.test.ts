// Ratings and reviews from verified buyers: who may write them, what they look like, and the
// product figures kept beside them (through GraphQL and the REST facade, over real HTTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { newShopper } from '../support/buying.js';
import { placeOrder } from '../support/admin.js';
import {
  bars,
  deliveredBuyer,
  deliveredBuyers,
  figuresOf,
  RATE,
  REVIEW,
  REVIEW_FIELDS,
  unratedProduct,
  writeReview,
} from '../support/reviewing.js';

let shop: TestShop;
beforeAll(async () => {
  // Low enough for the flooding test to reach quickly; no other test writes more than three times.
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 }, services: { reviewThrottle: { writesPerWindow: 5 } } });
});
afterAll(() => shop?.stop());

describe('who may rate a product', () => {
  it('refuses visitors, shoppers who never bought it and shoppers still waiting for it, each saying why', async () => {
    const product = await unratedProduct(shop, 0);
    const visitor = await shop.graphql(RATE, { p: product.id, r: 5 });
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const stranger = await newShopper(shop, 'stranger');
    const never = await stranger.gql(RATE, { p: product.id, r: 5 });
    expect(never.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(never.body.errors[0].message).toMatch(/Only shoppers who bought this product and received it/);

    const waiting = await newShopper(shop, 'waiting');
    const orderId = await placeOrder(shop, waiting, product.id, 'M');
    await shop.db.prisma.order.update({ where: { id: orderId }, data: { status: 'SHIPPED', paidAt: new Date() } });
    const early = await waiting.rest('PUT', '/api/ratings/create', { productId: product.id, rating: 4 });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/once your order of it has been delivered/);

    expect(await figuresOf(shop, product.id)).toMatchObject({ count: 0, average: 0 });
  });

  it('lets a shopper whose order was delivered rate it, once, and change the stars later', async () => {
    const product = await unratedProduct(shop, 1);
    const buyer = await deliveredBuyer(shop, product.id);
    const can = await buyer.gql('query ($id: ID!) { product(id: $id) { viewerCanReview viewerReview { id } } }', {
      id: product.id,
    });
    expect(can.body.data.product).toEqual({ viewerCanReview: true, viewerReview: null });

    const first = await buyer.gql(RATE, { p: product.id, r: 2 });
    expect(first.body.data.rateProduct).toMatchObject({
      rating: 2,
      text: null,
      verifiedBuyer: true,
      viewerIsAuthor: true,
    });
    const again = await buyer.gql(RATE, { p: product.id, r: 4 });
    expect(again.body.data.rateProduct.id).toBe(first.body.data.rateProduct.id);

    const figures = await figuresOf(shop, product.id);
    expect(figures).toMatchObject({ count: 1, average: 4, reviewCount: 0 });
    expect(bars(figures)).toEqual({ 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const product = await unratedProduct(shop, 2);
    const buyer = await deliveredBuyer(shop, product.id);
    const cases: [unknown, string][] = [
      [{ productId: product.id, rating: 6 }, 'rating'],
      [{ productId: product.id, rating: 3.5 }, 'rating'],
      [{ productId: product.id, rating: '5' }, 'rating'],
      [{ rating: 5 }, 'productId'],
    ];
    for (const [body, field] of cases) {
      const reply = await buyer.rest('PUT', '/api/ratings/create', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.field).toBe(field);
    }
    const long = await buyer.rest('POST', '/api/reviews/create', {
      productId: product.id,
      rating: 5,
      review: 'a'.repeat(2001),
    });
    expect(long).toMatchObject({
      status: 400,
      body: { field: 'review', message: expect.stringMatching(/2,000 characters/) },
    });
    const blank = await buyer.gql(REVIEW, { p: product.id, input: { rating: 4, text: ' \u0007\n ' } });
    expect(blank.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    const noStars = await buyer.rest('POST', '/api/reviews/create', { productId: product.id, review: 'Nice' });
    expect(noStars).toMatchObject({ status: 400, body: { field: 'rating' } });
    const unknown = await buyer.rest('PUT', '/api/ratings/create', { productId: 'no-such-product', rating: 5 });
    expect(unknown.status).toBe(404);
  });
});

describe('a review', () => {
  it('keeps its words as plain text without control characters, and names the reviewer by first name and initial', async () => {
    const product = await unratedProduct(shop, 3);
    const buyer = await deliveredBuyer(shop, product.id);
    const words = '  <b>Soft</b> cotton,\u0001 true to size\u001b[31m.\r\n\r\n\r\n\r\nColour\u202E as shown.\t ';
    const review = await writeReview(buyer, product.id, 5, words, ' Lovely\nkurta ');
    expect(review).toMatchObject({
      text: '<b>Soft</b> cotton, true to size[31m.\n\nColour as shown.',
      title: 'Lovely kurta',
      authorName: 'Asha V.',
      authorInitial: 'A',
      reviewedAt: expect.any(String),
    });

    const listed = await shop.graphql(
      `query ($id: ID!) { product(id: $id) { rating { count reviewCount }
        reviewsConnection { totalCount edges { node { ${REVIEW_FIELDS} } } } } }`,
      { id: product.id },
    );
    expect(listed.body.data.product.rating).toEqual({ count: 1, reviewCount: 1 });
    expect(listed.body.data.product.reviewsConnection.edges[0].node).toMatchObject({
      id: review.id,
      viewerIsAuthor: false,
      viewerFoundHelpful: false,
    });
  });

  it('moves the average and the five bars with every rating, edit and deletion', async () => {
    const product = await unratedProduct(shop, 4);
    const buyers = await deliveredBuyers(shop, product.id, 4);
    const reviews = [];
    for (const [i, stars] of [5, 4, 4, 1].entries()) {
      reviews.push(await writeReview(buyers[i]!, product.id, stars, `Review number ${i}`));
    }
    let figures = await figuresOf(shop, product.id);
    expect(figures).toMatchObject({ count: 4, reviewCount: 4, average: 3.5 });
    expect(bars(figures)).toEqual({ 5: 1, 4: 2, 3: 0, 2: 0, 1: 1 });

    // The one-star buyer changes their mind; another takes their words back but keeps the stars.
    const edited = await buyers[3]!.gql(
      `mutation ($id: ID!) { updateReview(id: $id, input: { rating: 3, text: "Better after a wash" }) { rating text } }`,
      { id: reviews[3]!.id },
    );
    expect(edited.body.data.updateReview).toEqual({ rating: 3, text: 'Better after a wash' });
    const unsaid = await buyers[1]!.gql(`mutation ($id: ID!) { deleteReview(id: $id) { rating text title } }`, {
      id: reviews[1]!.id,
    });
    expect(unsaid.body.data.deleteReview).toEqual({ rating: 4, text: null, title: null });
    figures = await figuresOf(shop, product.id);
    expect(figures).toMatchObject({ count: 4, reviewCount: 3, average: 4 });

    const gone = await buyers[0]!.gql(
      `mutation ($id: ID!) { deleteRating(id: $id) { id product { rating { count average } } } }`,
      { id: reviews[0]!.id },
    );
    expect(gone.body.data.deleteRating).toEqual({
      id: reviews[0]!.id,
      product: { rating: { count: 3, average: 3.67 } },
    });
  });

  it('cannot be changed or deleted by anyone but its author', async () => {
    const product = await unratedProduct(shop, 5);
    const buyer = await deliveredBuyer(shop, product.id);
    const review = await writeReview(buyer, product.id, 4, 'Good fit');
    const other = await newShopper(shop, 'meddler');
    for (const mutation of [
      `mutation ($id: ID!) { updateReview(id: $id, input: { rating: 1 }) { id } }`,
      `mutation ($id: ID!) { deleteRating(id: $id) { id } }`,
    ]) {
      const { body } = await other.gql(mutation, { id: review.id });
      expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await figuresOf(shop, product.id)).toMatchObject({ count: 1, average: 4 });
  });
});

describe('helpful votes', () => {
  it('counts one vote per shopper, can be taken back, and never on your own review', async () => {
    const product = await unratedProduct(shop, 6);
    const author = await deliveredBuyer(shop, product.id);
    const review = await writeReview(author, product.id, 5, 'Worth every rupee');
    const VOTE = `mutation ($id: ID!, $h: Boolean) { voteReviewHelpful(id: $id, helpful: $h) { helpfulCount viewerFoundHelpful } }`;

    const own = await author.gql(VOTE, { id: review.id });
    expect(own.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const [a, b] = [await newShopper(shop, 'voter-a'), await newShopper(shop, 'voter-b')];
    await a.gql(VOTE, { id: review.id });
    const twice = await a.gql(VOTE, { id: review.id });
    expect(twice.body.data.voteReviewHelpful).toEqual({ helpfulCount: 1, viewerFoundHelpful: true });
    const second = await b.gql(VOTE, { id: review.id });
    expect(second.body.data.voteReviewHelpful.helpfulCount).toBe(2);
    const back = await a.gql(VOTE, { id: review.id, h: false });
    expect(back.body.data.voteReviewHelpful).toEqual({ helpfulCount: 1, viewerFoundHelpful: false });
  });

  it('orders a product’s reviews newest or most helpful first, a page at a time', async () => {
    const product = await unratedProduct(shop, 7);
    const writers = await deliveredBuyers(shop, product.id, 3);
    const ids: string[] = [];
    for (const [i, w] of writers.entries()) ids.push((await writeReview(w, product.id, 4, `Words ${i}`)).id);
    const voter = await newShopper(shop, 'voter');
    await voter.gql(`mutation ($id: ID!) { voteReviewHelpful(id: $id) { id } }`, { id: ids[0] });

    const page = async (sort: string, after?: string) =>
      (
        await shop.graphql(
          `query ($id: ID!, $sort: ReviewSort, $after: String) { product(id: $id) {
            reviewsConnection(sort: $sort, first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } } }`,
          { id: product.id, sort, after },
        )
      ).body.data.product.reviewsConnection;
    const newest = await page('NEWEST');
    expect(newest.edges.map((e: any) => e.node.id)).toEqual([ids[2], ids[1]]);
    expect(newest.pageInfo.hasNextPage).toBe(true);
    const rest = await page('NEWEST', newest.pageInfo.endCursor);
    expect(rest.edges.map((e: any) => e.node.id)).toEqual([ids[0]]);
    const helpful = await page('HELPFUL');
    expect(helpful.edges.map((e: any) => e.node.id)).toEqual([ids[0], ids[2]]);
  });
});

describe('the REST facade', () => {
  it('creates reviews and ratings and lists them, and fills the product shape', async () => {
    const product = await unratedProduct(shop, 8);
    const buyer = await deliveredBuyer(shop, product.id);
    const rated = await buyer.rest('PUT', '/api/ratings/create', { productId: product.id, rating: 3 });
    expect(rated).toMatchObject({
      status: 200,
      body: { rating: 3, product: product.id, user: { firstName: 'Asha', lastName: 'V.' } },
    });
    const reviewed = await buyer.rest('POST', '/api/reviews/create', {
      productId: product.id,
      review: 'Runs a bit small',
    });
    expect(reviewed).toMatchObject({
      status: 201,
      body: { review: 'Runs a bit small', rating: 3, verifiedBuyer: true },
    });

    const reviews = await buyer.rest('GET', `/api/reviews/product/${product.id}`);
    expect(reviews.body).toEqual([expect.objectContaining({ _id: reviewed.body._id, review: 'Runs a bit small' })]);
    const ratings = await buyer.rest('GET', `/api/ratings/product/${product.id}`);
    expect(ratings.body).toEqual([expect.objectContaining({ _id: rated.body._id, rating: 3 })]);
    expect((await buyer.rest('GET', '/api/reviews/product/nope')).status).toBe(404);
    expect((await buyer.rest('GET', `/api/reviews/product/${product.id}?sort=best`)).status).toBe(400);

    const one = await buyer.rest('GET', `/api/products/id/${product.id}`);
    expect(one.body).toMatchObject({ numRatings: 1, numReviews: 1, averageRating: 3, ratingBreakdown: { 3: 1 } });
    expect(one.body.ratings).toEqual([expect.objectContaining({ rating: 3 })]);
    expect(one.body.reviews).toEqual([expect.objectContaining({ review: 'Runs a bit small' })]);
  });
});

describe('flooding', () => {
  it('refuses a shopper who changes reviews too often, with Retry-After', async () => {
    const product = await unratedProduct(shop, 9);
    const buyer = await deliveredBuyer(shop, product.id);
    const statuses = [];
    for (const rating of [1, 2, 3, 4, 5]) {
      statuses.push((await buyer.rest('PUT', '/api/ratings/create', { productId: product.id, rating })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await fetch(`${shop.url}/api/ratings/create`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...buyer.headers },
      body: JSON.stringify({ productId: product.id, rating: 1 }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await figuresOf(shop, product.id)).average).toBe(5);
  });
});
