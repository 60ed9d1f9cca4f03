import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ShopLayout } from './shop-layout';
import { adminRoutes } from './admin-routes';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { clientOnly } from '../components/client-only';
import type { PageHandle } from './page-handle';

// Every page's code is its own chunk, loaded when the page is first visited. `module` names the
// source file in Vite's build manifest, so the server can link the page's CSS and preload its
// chunk in the HTML it renders.
const lazyPage = (module: string, load: () => Promise<ComponentType>) => ({
  handle: { module } satisfies PageHandle,
  lazy: async () => ({ Component: await load() }),
  hydrateFallbackElement: <PageLoader />,
});

// A members' page depends on the session kept in the browser: the server renders the shop's frame
// with a loader in its place, and the page itself appears once the browser has taken over.
const memberPage = (module: string, load: () => Promise<ComponentType>) =>
  lazyPage(module, async () => clientOnly(await load(), <PageLoader />));

const HOME = 'src/features/catalog/components/home-page.tsx';
const homePage = lazyPage(HOME, async () => (await import('../features/catalog/components/home-page')).HomePage);

// /admin/* is the back office; every other path is the storefront inside the shop layout.
// The ids name the pages the server knows how to fetch data and describe (server/pages.ts).
export const routes: RouteObject[] = [
  {
    id: 'admin',
    path: '/admin',
    // The back office's layout (Mantine's AppShell and the admin menu) loads with its first page.
    ...lazyPage('src/app/admin-shell.tsx', async () => (await import('./admin-shell')).AdminShell),
    errorElement: <NotFoundPage />,
    children: adminRoutes,
  },
  {
    id: 'shop',
    path: '/',
    element: <ShopLayout />,
    errorElement: <NotFoundPage />,
    children: [
      // The sign-in modal opens over the home page on /Login and /Register.
      { id: 'home', index: true, ...homePage },
      { id: 'login', path: 'Login', ...homePage },
      { id: 'register', path: 'Register', ...homePage },
      {
        id: 'reset-password',
        path: 'reset-password',
        ...lazyPage(
          'src/features/auth/components/reset-password-page.tsx',
          async () => (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
        ),
      },
      {
        // The invitation link of a new member of staff: rendered in the browser only (it carries a token).
        id: 'staff-join',
        path: 'staff/join',
        ...memberPage(
          'src/features/auth/components/staff-join-page.tsx',
          async () => (await import('../features/auth/components/staff-join-page')).StaffJoinPage,
        ),
      },
      {
        id: 'stock-alert-confirm',
        path: 'stock-alert/confirm',
        ...lazyPage(
          'src/features/catalog/components/stock-alert-confirm-page.tsx',
          async () => (await import('../features/catalog/components/stock-alert-confirm-page')).StockAlertConfirmPage,
        ),
      },
      {
        id: 'unsubscribe',
        path: 'unsubscribe',
        ...lazyPage(
          'src/features/account/components/unsubscribe-page.tsx',
          async () => (await import('../features/account/components/unsubscribe-page')).UnsubscribePage,
        ),
      },
      {
        id: 'cod-confirm',
        path: 'order/confirm',
        ...lazyPage(
          'src/features/orders/components/cod-confirm.tsx',
          async () => (await import('../features/orders/components/cod-confirm')).CodConfirmPage,
        ),
      },
      {
        id: 'search',
        path: 'search',
        ...lazyPage(
          'src/features/catalog/components/search-page.tsx',
          async () => (await import('../features/catalog/components/search-page')).SearchPage,
        ),
      },
      {
        id: 'product',
        path: 'product/id/:productId',
        ...lazyPage(
          'src/features/catalog/components/product-page.tsx',
          async () => (await import('../features/catalog/components/product-page')).ProductPage,
        ),
      },
      {
        id: 'profile',
        path: 'profile/*',
        ...memberPage(
          'src/features/account/components/account-page.tsx',
          async () => (await import('../features/account/components/account-page')).AccountPage,
        ),
      },
      {
        id: 'cart',
        path: 'cart',
        ...memberPage(
          'src/features/cart/components/cart-page.tsx',
          async () => (await import('../features/cart/components/cart-page')).CartPage,
        ),
      },
      {
        id: 'checkout',
        path: 'checkout',
        ...memberPage(
          'src/features/checkout/components/checkout-page.tsx',
          async () => (await import('../features/checkout/components/checkout-page')).CheckoutPage,
        ),
      },
      {
        id: 'orders',
        path: 'account/order',
        ...memberPage(
          'src/features/orders/components/order-list-page.tsx',
          async () => (await import('../features/orders/components/order-list-page')).OrderListPage,
        ),
      },
      {
        id: 'order',
        path: 'account/order/:orderId',
        ...memberPage(
          'src/features/orders/components/order-detail-page.tsx',
          async () => (await import('../features/orders/components/order-detail-page')).OrderDetailPage,
        ),
      },
      {
        id: 'payment',
        path: 'payment/:orderId',
        ...memberPage(
          'src/features/orders/components/payment-result-page.tsx',
          async () => (await import('../features/orders/components/payment-result-page')).PaymentResultPage,
        ),
      },
      {
        id: 'policy',
        path: 'policies/:policy',
        ...lazyPage(
          'src/features/legal/components/policy-page.tsx',
          async () => (await import('../features/legal/components/policy-page')).PolicyPage,
        ),
      },
      {
        id: 'help-page',
        path: 'pages/:slug',
        ...lazyPage(
          'src/features/legal/components/help-page.tsx',
          async () => (await import('../features/legal/components/help-page')).HelpPage,
        ),
      },
      {
        id: 'home-preview',
        path: 'preview/home',
        ...memberPage(
          'src/features/catalog/components/home-preview-page.tsx',
          async () => (await import('../features/catalog/components/home-preview-page')).HomePreviewPage,
        ),
      },
      {
        id: 'collection',
        path: 'collections/:slug',
        ...lazyPage(
          'src/features/catalog/components/collection-page.tsx',
          async () => (await import('../features/catalog/components/collection-page')).CollectionPage,
        ),
      },
      {
        id: 'listing',
        path: ':levelOne/:levelTwo/:levelThree',
        ...lazyPage(
          'src/features/catalog/components/listing-page.tsx',
          async () => (await import('../features/catalog/components/listing-page')).ListingPage,
        ),
      },
      { id: 'not-found', path: '*', element: <NotFoundPage /> },
    ],
  },
];
