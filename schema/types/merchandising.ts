import { builder } from '../builder.js';
import { listComplexity } from '../complexity.js';
import {
  CARD_TYPES,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_ROW_PRODUCTS,
  PRODUCT_RULES,
  SECTION_KINDS,
  type CollectionView,
  type HomeLayoutView,
  type HomeSection,
  type HomeSlide,
  type HomeTile,
  type Page,
  type ProductSource,
} from '../../gateway/src/services/index.js';
import { ProductRef } from './product.js';
import { pageComplexity, ProductPage } from './product-list.js';
import './mutation.js';

type ProductShape = typeof ProductRef.$inferType;

// ---- Where a row's or a collection's products come from ---------------------------------------

const ProductRuleEnum = builder.enumType('ProductRule', {
  description: 'How a home row or a collection picks its products.',
  values: {
    HAND_PICKED: { description: 'The products in `productIds`, in that order.' },
    CATEGORY: { description: 'The newest of `category` (a path id such as "men/clothing").' },
    NEWEST: { description: 'The newest products (of `category` when given).' },
    BEST_SELLING: { description: 'Most units sold in paid orders of the last 90 days.' },
    TOP_RATED: { description: 'Best average rating, then most rated.' },
    ON_SALE: { description: 'Products with a discount, newest first.' },
    COLLECTION: { description: 'The products of the collection `collectionSlug` (home rows only).' },
  } satisfies Record<(typeof PRODUCT_RULES)[number], { description: string }>,
});

const ProductSourceRef = builder.objectRef<ProductSource>('ProductSource').implement({
  description: 'Where a home row or a collection takes its products from.',
  fields: (t) => ({
    rule: t.field({ type: ProductRuleEnum, description: 'How products are picked.', resolve: (s) => s.rule }),
    category: t.string({
      nullable: true,
      description: 'The category path id the rule keeps to.',
      resolve: (s) => s.category ?? null,
    }),
    productIds: t.stringList({
      description: 'HAND_PICKED: the products, in order.',
      resolve: (s) => s.productIds ?? [],
    }),
    collectionSlug: t.string({
      nullable: true,
      description: 'COLLECTION: the collection’s slug.',
      resolve: (s) => s.collectionSlug ?? null,
    }),
  }),
});

const ProductSourceInput = builder.inputType('ProductSourceInput', {
  description: 'Where products come from; BAD_USER_INPUT names a missing category, product list or collection.',
  fields: (t) => ({
    rule: t.field({ type: ProductRuleEnum, required: true, description: 'How products are picked.' }),
    category: t.string({ description: 'A category path id ("women/clothing"); required for CATEGORY.' }),
    productIds: t.stringList({ description: 'HAND_PICKED: 1 to 48 product ids, in order.' }),
    collectionSlug: t.string({ description: 'COLLECTION: the collection’s slug.' }),
  }),
});

// ---- Collections --------------------------------------------------------------------------------

const CollectionRef = builder.objectRef<CollectionView>('Collection').implement({
  description: 'Products an admin hand-picked or a rule picks, with its own page at /collections/{slug}.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The collection id.' }),
    slug: t.exposeString('slug', { description: 'Its address: /collections/{slug}.' }),
    title: t.exposeString('title', { description: 'The page’s heading.' }),
    description: t.exposeString('description', { description: 'A paragraph under the heading; may be empty.' }),
    seoTitle: t.exposeString('seoTitle', { description: 'The title search engines show; empty: the title.' }),
    seoDescription: t.exposeString('seoDescription', {
      description: 'The description search engines show; empty: the description.',
    }),
    source: t.field({ type: ProductSourceRef, description: 'How its products are picked.', resolve: (c) => c.source }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    products: t.field({
      type: ProductPage,
      description: 'Its products on sale, one page at a time.',
      args: {
        pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
        pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
      },
      complexity: pageComplexity,
      resolve: async (c, args, ctx) =>
        (await ctx.services.productSources.page(ctx, c.source, args)) as Page<ProductShape>,
    }),
  }),
});

const CollectionInput = builder.inputType('CollectionInput', {
  description: 'A collection; every wrong field is named in extensions.fields.',
  fields: (t) => ({
    slug: t.string({ required: true, description: 'Lower-case letters, digits and hyphens: /collections/{slug}.' }),
    title: t.string({ required: true, description: 'At most 120 characters.' }),
    description: t.string({ description: 'At most 2000 characters.' }),
    seoTitle: t.string({ description: 'At most 70 characters.' }),
    seoDescription: t.string({ description: 'At most 160 characters.' }),
    source: t.field({
      type: ProductSourceInput,
      required: true,
      description: 'Hand-picked products or a rule (not COLLECTION).',
    }),
  }),
});

// ---- The home page ------------------------------------------------------------------------------

const HomeSectionKindEnum = builder.enumType('HomeSectionKind', {
  description: 'What a section of the home page is.',
  values: {
    HERO: { description: 'The banner slider: `slides`.' },
    PRODUCT_ROW: { description: 'A row of product cards: `heading`, `subheading`, `card`, `source`, `limit`.' },
    PROMO: { description: 'A promotion: `eyebrow`, `heading`, `subheading` beside picture `tiles`.' },
    CATEGORY_TILES: { description: '"Shop By Category": `heading`, `subheading` and picture `tiles`.' },
    REVIEWS: { description: 'What happy customers said (the newest good reviews).' },
  } satisfies Record<(typeof SECTION_KINDS)[number], { description: string }>,
});

const HomeCardEnum = builder.enumType('HomeCardType', {
  description: 'How a product row draws its cards.',
  values: {
    BRAND: { description: 'The brand leads the card.' },
    NEW: { description: 'A "new" card with the title leading.' },
    DEAL: { description: 'The discount leads the card.' },
  } satisfies Record<(typeof CARD_TYPES)[number], { description: string }>,
});

const HomeSlideRef = builder.objectRef<HomeSlide>('HomeSlide').implement({
  description: 'One banner slide.',
  fields: (t) => ({
    imageUrl: t.exposeString('imageUrl', { description: 'The picture (a path on the shop or an https address).' }),
    alt: t.exposeString('alt', { description: 'Its alt text: what the picture says.' }),
    link: t.exposeString('link', { description: 'Where a tap goes.' }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true, description: 'Shown from; null: at once.' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'Shown until; null: for good.' }),
  }),
});

const HomeTileRef = builder.objectRef<HomeTile>('HomeTile').implement({
  description: 'A picture tile linking into the shop.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its title.' }),
    caption: t.exposeString('caption', { description: 'A line under the title; may be empty.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'The picture.' }),
    link: t.exposeString('link', { description: 'Where a tap goes.' }),
  }),
});

const HomeSectionRef = builder.objectRef<HomeSection>('HomeSection').implement({
  description: 'One section of the home page; the fields its kind does not use are empty.',
  fields: (t) => ({
    kind: t.field({ type: HomeSectionKindEnum, description: 'What the section is.', resolve: (s) => s.kind }),
    heading: t.exposeString('heading', { description: 'Its heading; may be empty for HERO and REVIEWS.' }),
    subheading: t.exposeString('subheading', { description: 'A line under the heading; may be empty.' }),
    eyebrow: t.exposeString('eyebrow', { description: 'PROMO: a small line above the heading; may be empty.' }),
    card: t.field({
      type: HomeCardEnum,
      nullable: true,
      description: 'PRODUCT_ROW: the card type.',
      resolve: (s) => s.card,
    }),
    source: t.field({
      type: ProductSourceRef,
      nullable: true,
      description: 'PRODUCT_ROW: where its products come from (read them with `productRow`).',
      resolve: (s) => s.source,
    }),
    limit: t.int({ nullable: true, description: 'PRODUCT_ROW: how many products it shows.', resolve: (s) => s.limit }),
    slides: t.field({ type: [HomeSlideRef], description: 'HERO: the slides, in order.', resolve: (s) => s.slides }),
    tiles: t.field({ type: [HomeTileRef], description: 'PROMO, CATEGORY_TILES: the tiles.', resolve: (s) => s.tiles }),
  }),
});

const HomeLayoutRef = builder.objectRef<HomeLayoutView>('HomeLayout').implement({
  description: 'The home page as the admin arranged it.',
  fields: (t) => ({
    sections: t.field({
      type: [HomeSectionRef],
      description: 'Its sections, top to bottom.',
      resolve: (l) => l.sections,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last saved.' }),
    publishedAt: t.expose('publishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a home page was last published; null: the built-in home page shows.',
    }),
  }),
});

const HomeSlideInput = builder.inputType('HomeSlideInput', {
  description: 'One banner slide.',
  fields: (t) => ({
    imageUrl: t.string({
      required: true,
      description: 'A path on the shop (/photos/…, /images/…) or an https address.',
    }),
    alt: t.string({ required: true, description: 'What the picture says, at most 200 characters.' }),
    link: t.string({ required: true, description: 'A path on the shop or an https address.' }),
    startsAt: t.field({ type: 'DateTime', description: 'Shown from; omitted: at once.' }),
    endsAt: t.field({ type: 'DateTime', description: 'Shown until; omitted: for good.' }),
  }),
});

const HomeTileInput = builder.inputType('HomeTileInput', {
  description: 'A picture tile.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'At most 60 characters.' }),
    caption: t.string({ description: 'At most 120 characters.' }),
    imageUrl: t.string({ required: true, description: 'A path on the shop or an https address.' }),
    link: t.string({ required: true, description: 'A path on the shop or an https address.' }),
  }),
});

const HomeSectionInput = builder.inputType('HomeSectionInput', {
  description: 'One section; give the fields its kind uses (see HomeSectionKind).',
  fields: (t) => ({
    kind: t.field({ type: HomeSectionKindEnum, required: true, description: 'What the section is.' }),
    heading: t.string({ description: 'Required for PRODUCT_ROW and CATEGORY_TILES; at most 120 characters.' }),
    subheading: t.string({ description: 'At most 200 characters.' }),
    eyebrow: t.string({ description: 'PROMO: at most 60 characters.' }),
    card: t.field({ type: HomeCardEnum, description: 'PRODUCT_ROW: default NEW.' }),
    source: t.field({ type: ProductSourceInput, description: 'PRODUCT_ROW: required.' }),
    limit: t.int({ description: 'PRODUCT_ROW: 1 to 24, default 10.' }),
    slides: t.field({ type: [HomeSlideInput], description: 'HERO: 1 to 8 slides.' }),
    tiles: t.field({ type: [HomeTileInput], description: 'PROMO, CATEGORY_TILES: 1 to 6 tiles.' }),
  }),
});

// ---- Fields -------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  homePage: t.field({
    type: HomeLayoutRef,
    nullable: true,
    description: 'The published home page, its slides those live now; null: the storefront shows its built-in one.',
    resolve: (_root, _args, ctx) => ctx.services.homeLayout.published(),
  }),
  productRow: t.field({
    type: [ProductRef],
    description: `The products a home row shows: the first \`limit\` of a source (default 10, at most ${MAX_ROW_PRODUCTS}).`,
    args: {
      source: t.arg({ type: ProductSourceInput, required: true, description: 'Where they come from.' }),
      limit: t.arg.int({ description: `How many; default 10, at most ${MAX_ROW_PRODUCTS}.` }),
    },
    complexity: (args) => listComplexity(args.limit, { default: 10, max: MAX_ROW_PRODUCTS }),
    resolve: async (_root, args, ctx) =>
      (await ctx.services.productSources.row(
        ctx,
        ctx.services.productSources.check(args.source),
        args.limit,
      )) as ProductShape[],
  }),
  collection: t.field({
    type: CollectionRef,
    nullable: true,
    description: 'A collection by its slug; null when there is none.',
    args: { slug: t.arg.string({ required: true, description: 'Its slug.' }) },
    resolve: (_root, args, ctx) => ctx.services.collections.bySlug(args.slug),
  }),
  adminCollections: t.field({
    type: [CollectionRef],
    description: 'ADMIN only. Every collection, by title.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.collections.list(ctx),
  }),
  adminHomeDraft: t.field({
    type: HomeLayoutRef,
    nullable: true,
    description: 'ADMIN only. The home page being edited (every slide, whatever its dates); null: none saved yet.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.homeLayout.draft(ctx),
  }),
}));

builder.mutationFields((t) => ({
  adminSaveCollection: t.field({
    type: CollectionRef,
    description:
      'ADMIN only. Makes a collection (no id) or changes one. BAD_USER_INPUT names each wrong field; CONFLICT when the slug is taken.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ description: 'The collection to change; omitted: a new one.' }),
      input: t.arg({ type: CollectionInput, required: true, description: 'The collection.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.collections.save(ctx, args.id == null ? null : String(args.id), args.input),
  }),
  adminDeleteCollection: t.id({
    description: 'ADMIN only. Deletes a collection (a home row taking products from it shows none). Answers its id.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The collection id.' }) },
    resolve: async (_root, args, ctx) => (await ctx.services.collections.remove(ctx, String(args.id))).id,
  }),
  adminSaveHomeDraft: t.field({
    type: HomeLayoutRef,
    description:
      'ADMIN only. Saves the home page draft (the storefront does not change). BAD_USER_INPUT names each wrong field.',
    authScopes: { admin: true },
    args: {
      sections: t.arg({
        type: [HomeSectionInput],
        required: true,
        description: 'The sections, top to bottom (at most 20).',
      }),
    },
    resolve: (_root, args, ctx) => ctx.services.homeLayout.saveDraft(ctx, args.sections),
  }),
  adminPublishHome: t.field({
    type: HomeLayoutRef,
    description:
      'ADMIN only. Publishes the draft: the storefront shows it at once on every host. CONFLICT without a draft.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.homeLayout.publish(ctx),
  }),
  adminUnpublishHome: t.boolean({
    description: 'ADMIN only. Goes back to the built-in home page; the draft stays.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.homeLayout.unpublish(ctx),
  }),
  adminSetColourSiblings: t.prismaField({
    type: 'Product',
    description:
      'ADMIN only. Makes `siblingIds` the other colours of the product’s style (empty: none). Each becomes a swatch on the others’ pages.',
    authScopes: { admin: true },
    args: {
      productId: t.arg.id({ required: true, description: 'The product.' }),
      siblingIds: t.arg.idList({ required: true, description: 'Its other colours (at most 11).' }),
    },
    resolve: (_query, _root, args, ctx) =>
      ctx.services.colourSiblings.set(ctx, String(args.productId), args.siblingIds.map(String)),
  }),
}));
