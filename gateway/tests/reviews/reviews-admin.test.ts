// Reviews beyond the product page: moderation (hide with a reason, show again), the back office's
// counts, the shopper's own lists, the home page's picks and the "Customer rating" sort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { forceStatus, placeOrder, seededAdmin, type Admin } from '../support/admin.js';
import { deliveredBuyer, deliveredBuyers, figuresOf, unratedProduct, writeReview } from '../support/reviewing.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const HIDE = `mutation ($id: ID!, $reason: String!) { adminHideReview(id: $id, reason: $reason) {
  hidden hiddenReason hiddenBy { email } author { email } } }`;
const SHOW = `mutation ($id: ID!) { adminShowReview(id: $id) { hidden hiddenReason } }`;
const REVIEW_IDS = `query ($id: ID!) { product(id: $id) { reviewsConnection { edges { node { id } } } } }`;

describe('hiding a review', () => {
  it('takes it out of the product page and the average at once, keeps it for its author with the reason, and can be undone', async () => {
    const product = await unratedProduct(shop, 20);
    const [fan, critic] = await deliveredBuyers(shop, product.id, 2);
    await writeReview(fan!, product.id, 5, 'Beautiful colour');
    const rude = await writeReview(critic!, product.id, 1, 'Rude words about the seller');
    expect(await figuresOf(shop, product.id)).toMatchObject({ count: 2, average: 3 });

    const hidden = await admin.gql(HIDE, { id: rude.id, reason: '  Abusive\nlanguage ' });
    expect(hidden.body.data.adminHideReview).toEqual({
      hidden: true,
      hiddenReason: 'Abusive language',
      hiddenBy: { email: 'admin@test.local' },
      author: { email: expect.stringContaining('reviewer') },
    });
    expect(await figuresOf(shop, product.id)).toMatchObject({ count: 1, average: 5, reviewCount: 1 });
    const shown = await shop.graphql(REVIEW_IDS, { id: product.id });
    expect(shown.body.data.product.reviewsConnection.edges.map((e: any) => e.node.id)).not.toContain(rude.id);
    const vote = await fan!.gql(`mutation ($id: ID!) { voteReviewHelpful(id: $id) { id } }`, { id: rude.id });
    expect(vote.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const mine = await critic!.gql(`{ me { reviews { edges { node { id hidden hiddenReason } } } } }`);
    expect(mine.body.data.me.reviews.edges).toEqual([
      { node: { id: rude.id, hidden: true, hiddenReason: 'Abusive language' } },
    ]);

    const back = await admin.gql(SHOW, { id: rude.id });
    expect(back.body.data.adminShowReview).toEqual({ hidden: false, hiddenReason: null });
    expect(await figuresOf(shop, product.id)).toMatchObject({ count: 2, average: 3 });
  });

  it('needs a reason, and is refused to visitors (401) and customers (403) on GraphQL and REST', async () => {
    const product = await unratedProduct(shop, 21);
    const buyer = await deliveredBuyer(shop, product.id);
    const review = await writeReview(buyer, product.id, 2, 'Faded quickly');
    const noReason = await admin.gql(HIDE, { id: review.id, reason: ' \n ' });
    expect(noReason.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const restNoReason = await admin.rest('PUT', `/api/admin/reviews/${review.id}/hide`, {});
    expect(restNoReason).toMatchObject({ status: 400, body: { field: 'reason' } });

    expect((await shop.graphql(HIDE, { id: review.id, reason: 'x' })).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await buyer.gql(HIDE, { id: review.id, reason: 'x' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await buyer.rest('PUT', `/api/admin/reviews/${review.id}/hide`, { reason: 'x' })).status).toBe(403);
    const author = await buyer.gql(`query ($id: ID!) { product(id: $id) { viewerReview { author { id } } } }`, {
      id: product.id,
    });
    expect(author.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await figuresOf(shop, product.id)).toMatchObject({ count: 1 });

    const restHidden = await admin.rest('PUT', `/api/admin/reviews/${review.id}/hide`, { reason: 'Spam' });
    expect(restHidden).toMatchObject({
      status: 200,
      body: { hidden: true, hiddenReason: 'Spam', productTitle: product.title },
    });
    const hiddenList = await admin.rest('GET', '/api/admin/reviews/?view=hidden');
    expect(hiddenList.body.map((r: any) => r._id)).toContain(review.id);
    expect((await admin.rest('PUT', `/api/admin/reviews/${review.id}/show`)).body.hidden).toBe(false);
  });
});

describe('the back office', () => {
  it('lists reviews newest first, lowest rating first, and hidden ones', async () => {
    const product = await unratedProduct(shop, 22);
    const [a, b] = await deliveredBuyers(shop, product.id, 2);
    const low = await writeReview(a!, product.id, 1, 'Stitching came apart');
    const high = await writeReview(b!, product.id, 5, 'Perfect for the wedding');
    await admin.gql(HIDE, { id: high.id, reason: 'Mentions a phone number' });
    const LIST = `query ($view: AdminReviewView) { adminReviews(view: $view, pageSize: 100) {
      totalElements content { id rating hidden product { id } } } }`;
    const ids = async (view: string) =>
      ((await admin.gql(LIST, { view })).body.data.adminReviews.content as any[]).map((r) => r.id);
    expect((await ids('NEWEST')).slice(0, 2)).toEqual([high.id, low.id]);
    expect((await ids('LOWEST_RATING'))[0]).toBe(low.id);
    expect(await ids('HIDDEN')).toEqual([high.id]);
  });

  it("fills the customer list's Review and Rating columns", async () => {
    const product = await unratedProduct(shop, 23);
    const buyer = await deliveredBuyer(shop, product.id, 'counted');
    await writeReview(buyer, product.id, 4, 'Nice');
    const other = await unratedProduct(shop, 24);
    await forceStatus(shop, await placeOrder(shop, buyer, other.id, 'M'), 'DELIVERED');
    const me = await buyer.gql('{ me { id email } }');
    const { email } = me.body.data.me;
    const rated = await buyer.gql(`mutation ($p: ID!) { rateProduct(productId: $p, rating: 3) { id } }`, {
      p: other.id,
    });
    expect(rated.body.errors).toBeUndefined();

    const listed = await admin.gql(`query ($s: String) { users(search: $s) { content { reviewCount ratingCount } } }`, {
      s: email,
    });
    expect(listed.body.data.users.content).toEqual([{ reviewCount: 1, ratingCount: 2 }]);
    const rest = await admin.rest('GET', `/api/admin/customers/?search=${encodeURIComponent(email)}`);
    expect(rest.body.users[0]).toMatchObject({ reviewsCount: 1, ratingsCount: 2 });
    const spec = await admin.rest('GET', `/api/user/?search=${encodeURIComponent(email)}`);
    expect(spec.body.users[0]).toMatchObject({ reviewsCount: 1, ratingsCount: 2 });
  });
});

describe("a shopper's own ratings and reviews", () => {
  it('lists them newest first on me, each shopper only their own', async () => {
    const first = await unratedProduct(shop, 25);
    const second = await unratedProduct(shop, 26);
    const buyer = await deliveredBuyer(shop, first.id, 'mine');
    const orderAgain = await deliveredBuyer(shop, second.id, 'other');
    await writeReview(buyer, first.id, 5, 'Great');
    await orderAgain.gql(`mutation ($p: ID!) { rateProduct(productId: $p, rating: 2) { id } }`, { p: second.id });

    const mine = await buyer.gql(`{ me { id ratingCount reviewCount
      ratings { totalCount edges { node { rating text product { id } } } }
      reviews { totalCount edges { node { text } } } } }`);
    expect(mine.body.data.me).toMatchObject({
      ratingCount: 1,
      reviewCount: 1,
      ratings: { totalCount: 1, edges: [{ node: { rating: 5, text: 'Great', product: { id: first.id } } }] },
      reviews: { totalCount: 1, edges: [{ node: { text: 'Great' } }] },
    });
    const theirs = await orderAgain.gql(`{ me { ratings { edges { node { rating } } } reviews { totalCount } } }`);
    expect(theirs.body.data.me).toEqual({ ratings: { edges: [{ node: { rating: 2 } }] }, reviews: { totalCount: 0 } });
    const visitor = await shop.graphql('{ me { id } }');
    expect(visitor.body.data.me).toBeNull();
  });
});

describe('the home page and listings', () => {
  it('features the newest 4 and 5 star reviews with words, never hidden or low ones', async () => {
    const product = await unratedProduct(shop, 27);
    const [a, b, c] = await deliveredBuyers(shop, product.id, 3);
    const praise = await writeReview(a!, product.id, 4, 'Comfortable all day');
    const moan = await writeReview(b!, product.id, 2, 'Too tight');
    const hiddenPraise = await writeReview(c!, product.id, 5, 'Call me on my number');
    await admin.gql(HIDE, { id: hiddenPraise.id, reason: 'Personal details' });
    const { body } = await shop.graphql('{ featuredReviews(limit: 12) { id rating text authorName product { id } } }');
    const ids = body.data.featuredReviews.map((r: any) => r.id);
    expect(ids).toContain(praise.id);
    expect(ids).not.toContain(moan.id);
    expect(ids).not.toContain(hiddenPraise.id);
    expect(body.data.featuredReviews.every((r: any) => r.rating >= 4 && r.text)).toBe(true);
  });

  it('sorts by customer rating and shows the average and count on every card, over GraphQL and REST', async () => {
    const best = await unratedProduct(shop, 28);
    const good = await unratedProduct(shop, 29);
    for (const [product, stars] of [
      [best, [5, 5]],
      [good, [5, 4]],
    ] as const) {
      for (const s of stars) await writeReview(await deliveredBuyer(shop, product.id), product.id, s, 'Words');
    }
    const { body } = await shop.graphql(
      '{ products(sort: RATING, pageSize: 100) { content { id rating { average count } } } }',
    );
    const content = body.data.products.content as { id: string; rating: { average: number; count: number } }[];
    const averages = content.map((p) => p.rating.average);
    expect(averages).toEqual([...averages].sort((x, y) => y - x));
    const at = (id: string) => content.findIndex((p) => p.id === id);
    expect(at(best.id)).toBeLessThan(at(good.id));
    expect(content[at(good.id)]!.rating).toEqual({ average: 4.5, count: 2 });

    const rest = await fetch(`${shop.url}/api/products?sort=rating&pageSize=100`).then((r) => r.json());
    expect(rest.content.map((p: any) => p._id)).toEqual(content.map((p) => p.id));
    expect(rest.content[at(good.id)]).toMatchObject({ averageRating: 4.5, numRatings: 2 });

    const connection = await shop.graphql(
      '{ productsConnection(sort: RATING, first: 1) { edges { node { id } } pageInfo { endCursor } } }',
    );
    const next = await shop.graphql(
      'query ($a: String) { productsConnection(sort: RATING, first: 1, after: $a) { edges { node { id } } } }',
      {
        a: connection.body.data.productsConnection.pageInfo.endCursor,
      },
    );
    expect([connection, next].map((c) => c.body.data.productsConnection.edges[0].node.id)).toEqual(
      content.slice(0, 2).map((p) => p.id),
    );
  });
});
