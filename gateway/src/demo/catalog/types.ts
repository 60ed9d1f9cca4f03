/** Plain data the seed writes; kept apart from Prisma so generators can reuse it. */
export interface SeedCategory {
  /** Path id: "women", "women/clothing", "women/clothing/lehenga". */
  id: string;
  /** Spec name used in URLs: "lehenga". */
  name: string;
  label: string;
  level: 1 | 2 | 3;
  parentId: string | null;
  position: number;
}

export interface SeedFeatured {
  categoryId: string;
  name: string;
  href: string;
  imageSrc: string;
  imageAlt: string;
  position: number;
}

export interface SeedPage {
  name: string;
  href: string;
  position: number;
}

export interface SeedProduct {
  title: string;
  brand: string;
  description: string;
  details: string;
  highlights: string[];
  /** Paise. */
  price: number;
  /** Paise. */
  discountedPrice: number;
  discountPercent: number;
  colour: string;
  imageUrls: string[];
  tags: string[];
  /** Third-level category path id. */
  categoryId: string;
  sizes: { name: string; quantity: number }[];
  /** Days before the seed ran; spreads createdAt so "newest first" is meaningful. */
  ageDays: number;
}

/** A sample shopper whose reviews the seed writes; the account has no password anyone knows. */
export interface SeedBuyer {
  firstName: string;
  lastName: string;
  email: string;
  /** Where their orders were delivered. */
  address: { streetAddress: string; city: string; state: string; zipCode: string; mobile: string };
}

export interface SeedReview {
  /** Index into the sample products. */
  productIndex: number;
  /** Index into the sample buyers. */
  buyerIndex: number;
  /** 1 to 5 stars. */
  rating: number;
  /** Null with `text` null: a rating without words. */
  title: string | null;
  text: string | null;
  /** Days before the seed ran. */
  ageDays: number;
}
