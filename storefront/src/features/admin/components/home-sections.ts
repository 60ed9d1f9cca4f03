import type {
  HomeLayoutFieldsFragment,
  HomeSectionInput,
  HomeSectionKind,
  ProductRule,
} from '../../../graphql/graphql';
import { BANNERS } from '../../../lib/banners';

/** A section as the editor holds it: the mutation's input, every list present. */
export type EditedSection = HomeSectionInput & {
  slides: NonNullable<HomeSectionInput['slides']>;
  tiles: NonNullable<HomeSectionInput['tiles']>;
};

/** Where a product row (or a collection) takes its products from, as the back office names each rule. */
export const PRODUCT_RULES: { value: ProductRule; label: string }[] = [
  { value: 'HAND_PICKED', label: 'Products I pick' },
  { value: 'CATEGORY', label: 'A category, newest first' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'BEST_SELLING', label: 'Best-selling (90 days)' },
  { value: 'TOP_RATED', label: 'Top rated' },
  { value: 'ON_SALE', label: 'On sale' },
  { value: 'COLLECTION', label: 'A collection' },
];

export const KIND_LABELS: Record<HomeSectionKind, string> = {
  HERO: 'Banner slider',
  PRODUCT_ROW: 'Product row',
  PROMO: 'Promotion',
  CATEGORY_TILES: 'Shop by category',
  REVIEWS: 'Happy customers',
};

/** The sections saved, as the editor edits them (no __typename, no nulls). */
export function editedOf(sections: HomeLayoutFieldsFragment['sections']): EditedSection[] {
  return sections.map((s) => ({
    kind: s.kind,
    heading: s.heading,
    subheading: s.subheading,
    eyebrow: s.eyebrow,
    card: s.card,
    limit: s.limit,
    source: s.source
      ? {
          rule: s.source.rule,
          category: s.source.category,
          productIds: s.source.productIds,
          collectionSlug: s.source.collectionSlug,
        }
      : null,
    slides: s.slides.map((slide) => ({
      imageUrl: slide.imageUrl,
      alt: slide.alt,
      link: slide.link,
      startsAt: slide.startsAt,
      endsAt: slide.endsAt,
    })),
    tiles: s.tiles.map((t) => ({ title: t.title, caption: t.caption, imageUrl: t.imageUrl, link: t.link })),
  }));
}

/** A new section of a kind, with what it needs filled in to be edited. */
export function newSection(kind: HomeSectionKind): EditedSection {
  const base: EditedSection = { kind, heading: '', subheading: '', eyebrow: '', slides: [], tiles: [] };
  if (kind === 'HERO') base.slides = [{ imageUrl: BANNERS[0]!.src, alt: BANNERS[0]!.alt, link: '/' }];
  if (kind === 'PRODUCT_ROW') Object.assign(base, { card: 'NEW', limit: 10, source: { rule: 'NEWEST' } });
  if (kind === 'PROMO' || kind === 'CATEGORY_TILES') {
    base.tiles = [{ title: '', caption: '', imageUrl: '/images/tiles/saree.svg', link: '/' }];
  }
  return base;
}

const BANNER_LINKS = [
  '/women/clothing/lehenga',
  '/men/clothing/mens_kurta',
  '/women/clothing/tops',
  '/men/accessories/watch',
  '/men/accessories/shoes',
];

/** The built-in home page as sections: where an admin starts arranging. */
export function builtInSections(): EditedSection[] {
  const row = (
    heading: string,
    subheading: string,
    card: 'BRAND' | 'NEW' | 'DEAL',
    source: EditedSection['source'],
  ) => ({
    ...newSection('PRODUCT_ROW'),
    heading,
    subheading,
    card,
    source,
  });
  return [
    {
      ...newSection('HERO'),
      slides: BANNERS.map((b, i) => ({ imageUrl: b.src, alt: b.alt, link: BANNER_LINKS[i] ?? '/' })),
    },
    row("Men's kurta", 'Top sale of this week', 'BRAND', { rule: 'CATEGORY', category: 'men/clothing/mens_kurta' }),
    {
      ...newSection('PROMO'),
      eyebrow: 'The wedding edit',
      heading: 'Festive ethnic wear, up to 80% off',
      subheading:
        "Hand-finished lehengas and sarees from India's loved labels, ready for every mehendi, sangeet and reception.",
      tiles: [
        { to: '/women/clothing/lehenga', title: 'Lehenga', caption: 'Wedding season edit', img: 'lehenga' },
        { to: '/women/clothing/saree', title: 'Saree', caption: 'Drapes for every day', img: 'saree' },
      ].map((t) => ({ title: t.title, caption: t.caption, link: t.to, imageUrl: `/images/tiles/${t.img}.svg` })),
    },
    row('Trending', 'Top views in this week', 'NEW', { rule: 'NEWEST' }),
    {
      ...newSection('CATEGORY_TILES'),
      heading: 'Shop By Category',
      subheading: 'Step out in style',
      tiles: [
        {
          title: 'Shoes',
          caption: 'Men · Accessories',
          imageUrl: '/images/tiles/shoes.svg',
          link: '/men/accessories/shoes',
        },
        {
          title: 'Sneakers',
          caption: 'Everyday comfort',
          imageUrl: '/images/tiles/sneakers.svg',
          link: '/men/accessories/shoes',
        },
      ],
    },
    row("Men's shirt", 'Crisp picks for work and weekends', 'DEAL', {
      rule: 'CATEGORY',
      category: 'men/clothing/shirts',
    }),
    newSection('REVIEWS'),
  ];
}
