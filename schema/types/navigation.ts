import { builder } from '../builder.js';
import type {
  NavCategory,
  NavFeatured,
  NavItem,
  NavPage,
  NavSection,
  Navigation,
} from '../../gateway/src/services/index.js';

// The menu is plain data assembled by the navigation service, so these are simple object types.
// List complexities follow the menu's real shape (2 categories, 3 sections, about 10 items), not
// the default of ten per list, which would price the whole menu above the query limit.
const NavItemRef = builder.objectRef<NavItem>('NavItem').implement({
  description: 'A menu entry. href is relative, without a leading slash; "" means no target.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the entry says.' }),
    name: t.exposeString('label', {
      description: 'What the entry says.',
      deprecationReason: 'Use label (the same value).',
    }),
    href: t.exposeString('href', { description: 'Where it leads, relative to the shop.' }),
  }),
});

const NavSectionRef = builder.objectRef<NavSection>('NavSection').implement({
  description: 'A column of the menu: clothing, accessories or brands.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique path of the section\'s category, e.g. "men/clothing".' }),
    slug: t.exposeString('slug', { description: 'Its part of listing URLs, e.g. "clothing".' }),
    label: t.exposeString('label', { description: 'Display name, e.g. "Clothing".' }),
    name: t.exposeString('label', {
      description: 'The column heading.',
      deprecationReason: 'Use label (the same value).',
    }),
    items: t.expose('items', {
      description: 'The entries of the column, in order.',
      type: [NavItemRef],
      complexity: { field: 1, multiplier: 12 },
    }),
  }),
});

const NavFeaturedRef = builder.objectRef<NavFeatured>('NavFeatured').implement({
  description: 'A promo tile of a top-level menu category.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The caption of the tile.' }),
    name: t.exposeString('label', {
      description: 'The caption of the tile.',
      deprecationReason: 'Use label (the same value).',
    }),
    href: t.exposeString('href', { description: 'Where the tile leads, relative to the shop.' }),
    imageSrc: t.exposeString('imageSrc', { description: 'The image address.' }),
    imageAlt: t.exposeString('imageAlt', { description: 'Text for people who cannot see the image.' }),
  }),
});

const NavCategoryRef = builder.objectRef<NavCategory>('NavCategory').implement({
  description: 'A top-level menu category (women, men).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique path of the category, e.g. "men".' }),
    slug: t.exposeString('slug', { description: 'Its part of listing URLs, e.g. "men".' }),
    label: t.exposeString('label', { description: 'Display name, e.g. "Men".' }),
    name: t.exposeString('label', {
      description: 'The label shown in the menu.',
      deprecationReason: 'Use label (the same value).',
    }),
    featured: t.expose('featured', {
      description: 'Promo tiles, in order.',
      type: [NavFeaturedRef],
      complexity: { field: 1, multiplier: 2 },
    }),
    sections: t.expose('sections', {
      description: 'The menu columns, in order.',
      type: [NavSectionRef],
      complexity: { field: 1, multiplier: 3 },
    }),
  }),
});

const NavPageRef = builder.objectRef<NavPage>('NavPage').implement({
  description: 'A top-level page of the menu (Company, Stores).',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The page name shown in the menu.' }),
    name: t.exposeString('label', {
      description: 'The page name shown in the menu.',
      deprecationReason: 'Use label (the same value).',
    }),
    href: t.exposeString('href', { description: 'Where it leads, relative to the shop.' }),
  }),
});

const NavigationRef = builder.objectRef<Navigation>('Navigation').implement({
  description: 'The storefront header menu.',
  fields: (t) => ({
    categories: t.expose('categories', {
      description: 'The top-level categories, in menu order.',
      type: [NavCategoryRef],
      complexity: { field: 1, multiplier: 3 },
    }),
    pages: t.expose('pages', {
      description: 'The top-level pages, in menu order.',
      type: [NavPageRef],
      complexity: { field: 1, multiplier: 2 },
    }),
  }),
});

builder.queryFields((t) => ({
  navigation: t.field({
    type: NavigationRef,
    description: 'The category menu, built from the category tree.',
    resolve: (_root, _args, ctx) => ctx.services.navigation.navigation(ctx),
  }),
}));
