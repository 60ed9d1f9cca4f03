// Helpers for the rating and review tests: shoppers who received a product, and the calls.
import type { TestShop } from './harness.js';
import { newShopper, productWithStock, type Shopper } from './buying.js';
import { forceStatus, placeOrder } from './admin.js';

/** A new shopper with a DELIVERED order of the product (size M), placed through the API. */
export async function deliveredBuyer(shop: TestShop, productId: string, label = 'reviewer'): Promise<Shopper> {
  const s = await newShopper(shop, label);
  const orderId = await placeOrder(shop, s, productId, 'M');
  await forceStatus(shop, orderId, 'DELIVERED');
  return s;
}

/** `n` such shoppers, one after the other (placing an order clears that product from every cart). */
export async function deliveredBuyers(shop: TestShop, productId: string, n: number): Promise<Shopper[]> {
  const buyers: Shopper[] = [];
  for (let i = 0; i < n; i++) buyers.push(await deliveredBuyer(shop, productId));
  return buyers;
}

export const REVIEW_FIELDS = `id rating title text authorName authorInitial verifiedBuyer reviewedAt helpfulCount
  viewerFoundHelpful viewerIsAuthor hidden hiddenReason`;

const FIGURES = `rating { average count reviewCount breakdown { stars count } }`;

export const RATE = `mutation ($p: ID!, $r: Int!) { rateProduct(productId: $p, rating: $r) { ${REVIEW_FIELDS} } }`;

export const REVIEW = `mutation ($p: ID!, $input: ReviewInput!) {
  reviewProduct(productId: $p, input: $input) { ${REVIEW_FIELDS} } }`;

/** Writes a review through GraphQL and fails loudly on errors; answers the review. */
export async function writeReview(s: Shopper, productId: string, rating: number, text: string, title?: string) {
  const { body } = await s.gql(REVIEW, { p: productId, input: { rating, text, title } });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.reviewProduct as { id: string; [field: string]: unknown };
}

/** The product's figures as a visitor reads them. */
export async function figuresOf(shop: TestShop, productId: string) {
  const { body } = await shop.graphql(`query ($id: ID!) { product(id: $id) { ${FIGURES} } }`, { id: productId });
  return body.data.product.rating as {
    average: number;
    count: number;
    reviewCount: number;
    breakdown: { stars: number; count: number }[];
  };
}

/** The breakdown as a map of stars to counts, for short expectations. */
export const bars = (figures: { breakdown: { stars: number; count: number }[] }) =>
  Object.fromEntries(figures.breakdown.map((b) => [b.stars, b.count]));

/**
 * A product with stock in M and no ratings yet (the sample shop's own reviews taken off it), so
 * a test's figures are its own.
 */
export async function unratedProduct(shop: TestShop, skip: number) {
  const product = await productWithStock(shop, { M: 50 }, skip);
  await shop.db.prisma.review.deleteMany({ where: { productId: product.id } });
  await shop.db.prisma.product.update({
    where: { id: product.id },
    data: { ratingCount: 0, ratingAverage: 0, reviewCount: 0, ratingBreakdown: [0, 0, 0, 0, 0] },
  });
  return product;
}
