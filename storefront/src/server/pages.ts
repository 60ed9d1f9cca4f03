import { loadHomePage } from '../features/catalog/seo/home-meta';
import { loadCollectionPage } from '../features/catalog/seo/collection-meta';
import { loadListingPage } from '../features/catalog/seo/listing-meta';
import { loadProductPage } from '../features/catalog/seo/product-meta';
import { loadSearchPage } from '../features/catalog/seo/search-meta';
import { loadHelpPage, loadPolicyPage } from '../features/legal/seo/policy-meta';
import { NOT_FOUND_META, pageTitle, SHOP_DESCRIPTION, type PageMeta, type PageRequest } from '../lib/page-meta';

type PageLoader = (request: PageRequest) => Promise<PageMeta>;

/** A members' page: the server renders its frame only, and search engines are asked to leave it out. */
const membersPage =
  (title: string): PageLoader =>
  async () => ({ status: 200, title: pageTitle(title), description: SHOP_DESCRIPTION, robots: 'noindex' });

/**
 * What the server fetches and says for each page, by route id (app/router.tsx). Every page's data
 * goes into the Apollo cache the browser takes over, so the browser fetches none of it again.
 */
export const pageLoaders: Record<string, PageLoader> = {
  home: loadHomePage,
  login: loadHomePage,
  register: loadHomePage,
  listing: loadListingPage,
  collection: loadCollectionPage,
  product: loadProductPage,
  search: loadSearchPage,
  policy: loadPolicyPage,
  'help-page': loadHelpPage,
  profile: membersPage('Your account'),
  cart: membersPage('Your bag'),
  checkout: membersPage('Checkout'),
  orders: membersPage('My orders'),
  order: membersPage('Your order'),
  payment: membersPage('Payment'),
  'home-preview': membersPage('Home page preview'),
  'not-found': async () => NOT_FOUND_META,
};
