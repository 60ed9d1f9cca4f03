import { publicName } from '../services/reviews/review-rules.js';

/** A rating row as REST reads it: from Prisma (Dates) or from the catalog's JSON (strings without a zone). */
export interface RestReviewSource {
  id: string;
  productId?: string;
  rating: number;
  title: string | null;
  text: string | null;
  reviewedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  helpfulCount: number;
  hiddenAt?: Date | string | null;
  hiddenReason?: string | null;
  user: { firstName: string; lastName: string };
}

const JSON_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/;

/** ISO 8601 in UTC; the catalog's JSON carries timestamps without a zone, which are UTC. */
function iso(value: Date | string): string;
function iso(value: Date | string | null | undefined): string | null;
function iso(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  // The catalog's JSON writes a timestamp(3) as 2026-11-23T11:56:56.176: already ISO, but for the zone.
  if (value.length === 23 && JSON_TIMESTAMP.test(value)) return `${value}Z`;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`).toISOString();
}

// In public a reviewer is their first name and last initial: REST clients read `user.firstName`
// and `user.lastName` as before, the last name cut to its initial.
function restAuthor(u: { firstName: string; lastName: string }) {
  const name = publicName(u);
  const cut = name.lastIndexOf(' ');
  return name.endsWith('.') && cut > 0
    ? { firstName: name.slice(0, cut), lastName: name.slice(cut + 1) }
    : { firstName: name, lastName: '' };
}

/** The REST rating (the spec's `ratings`): stars, who, when. */
export function toRestRating(r: RestReviewSource, productId = r.productId) {
  return {
    _id: r.id,
    rating: r.rating,
    product: productId ?? null,
    user: restAuthor(r.user),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    ...(r.hiddenAt !== undefined ? { hidden: r.hiddenAt !== null, hiddenReason: r.hiddenReason ?? null } : {}),
  };
}

/** The REST review (the spec's `reviews`): `review` is the text (plain text, never HTML). */
export function toRestReview(r: RestReviewSource, productId = r.productId) {
  return {
    ...toRestRating(r, productId),
    review: r.text,
    title: r.title,
    verifiedBuyer: true,
    helpfulCount: r.helpfulCount,
    reviewedAt: iso(r.reviewedAt),
  };
}
