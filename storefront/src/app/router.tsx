import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './shop-layout';
import { HomePage } from '../features/catalog/components/home-page';
import { ListingPage } from '../features/catalog/components/listing-page';
import { ProductPage } from '../features/catalog/components/product-page';
import { SearchPage } from '../features/catalog/components/search-page';
import { AccountPage } from '../features/account/components/account-page';
import { RequireAdmin } from './require-admin';
import { AdminLayout } from './admin-layout';
import { adminRoutes } from './admin-routes';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';

// The buying pages are a shopper's later steps: their code loads when first visited.
const lazyPage = (load: () => Promise<ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
  hydrateFallbackElement: <PageLoader />,
});

// §2.2: /admin/* is the back office; every other path is the storefront inside the shop layout.
export const routes: RouteObject[] = [
  {
    path: '/admin',
    element: (
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    ),
    errorElement: <NotFoundPage />,
    children: adminRoutes,
  },
  {
    path: '/',
    element: <ShopLayout />,
    errorElement: <NotFoundPage />,
    children: [
      // The sign-in modal opens over the home page on /Login and /Register (Accounts issue).
      { index: true, element: <HomePage /> },
      { path: 'Login', element: <HomePage /> },
      { path: 'Register', element: <HomePage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'product/id/:productId', element: <ProductPage /> },
      { path: 'profile/*', element: <AccountPage /> },
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
      { path: ':levelOne/:levelTwo/:levelThree', element: <ListingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
