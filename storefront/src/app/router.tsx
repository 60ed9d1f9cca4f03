import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './shop-layout';
import { adminRoutes } from './admin-routes';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';

// Every page's code is its own chunk, loaded when the page is first visited (the home page's is
// preloaded by the gateway on /).
const lazyPage = (load: () => Promise<ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
  hydrateFallbackElement: <PageLoader />,
});

const homePage = lazyPage(async () => (await import('../features/catalog/components/home-page')).HomePage);

// /admin/* is the back office; every other path is the storefront inside the shop layout.
const routes: RouteObject[] = [
  {
    path: '/admin',
    // The back office's layout (Mantine's AppShell and the admin menu) loads with its first page.
    ...lazyPage(async () => (await import('./admin-shell')).AdminShell),
    errorElement: <NotFoundPage />,
    children: adminRoutes,
  },
  {
    path: '/',
    element: <ShopLayout />,
    errorElement: <NotFoundPage />,
    children: [
      // The sign-in modal opens over the home page on /Login and /Register.
      { index: true, ...homePage },
      { path: 'Login', ...homePage },
      { path: 'Register', ...homePage },
      {
        path: 'reset-password',
        ...lazyPage(async () => (await import('../features/auth/components/reset-password-page')).ResetPasswordPage),
      },
      {
        path: 'search',
        ...lazyPage(async () => (await import('../features/catalog/components/search-page')).SearchPage),
      },
      {
        path: 'product/id/:productId',
        ...lazyPage(async () => (await import('../features/catalog/components/product-page')).ProductPage),
      },
      {
        path: 'profile/*',
        ...lazyPage(async () => (await import('../features/account/components/account-page')).AccountPage),
      },
      {
        path: 'cart',
        ...lazyPage(async () => (await import('../features/cart/components/cart-page')).CartPage),
      },
      {
        path: 'checkout',
        ...lazyPage(async () => (await import('../features/checkout/components/checkout-page')).CheckoutPage),
      },
      {
        path: 'account/order',
        ...lazyPage(async () => (await import('../features/orders/components/order-list-page')).OrderListPage),
      },
      {
        path: 'account/order/:orderId',
        ...lazyPage(async () => (await import('../features/orders/components/order-detail-page')).OrderDetailPage),
      },
      {
        path: 'payment/:orderId',
        ...lazyPage(async () => (await import('../features/orders/components/payment-result-page')).PaymentResultPage),
      },
      {
        path: ':levelOne/:levelTwo/:levelThree',
        ...lazyPage(async () => (await import('../features/catalog/components/listing-page')).ListingPage),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
