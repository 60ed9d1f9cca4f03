import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { NotFoundPage } from '../components/not-found-page';

// The back office's pages; each one's code loads when it is first opened, so shoppers
// never download it.
const page = (load: () => Promise<ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
  hydrateFallbackElement: <PageLoader />,
});

export const adminRoutes: RouteObject[] = [
  { index: true, ...page(async () => (await import('./admin-home')).AdminHome) },
  { path: 'products', ...page(async () => (await import('../features/admin/components/products-page')).ProductsPage) },
  {
    path: 'product/create',
    ...page(async () => (await import('../features/admin/components/product-create-page')).ProductCreatePage),
  },
  {
    path: 'products/:productId/edit',
    ...page(async () => (await import('../features/admin/components/product-edit-page')).ProductEditPage),
  },
  {
    path: 'customers',
    ...page(async () => (await import('../features/admin/components/customers-page')).CustomersPage),
  },
  { path: 'orders', ...page(async () => (await import('../features/admin/components/orders-page')).OrdersPage) },
  {
    path: 'orders/:orderId',
    ...page(async () => (await import('../features/admin/components/order-view-page')).OrderViewPage),
  },
  { path: 'delivery', ...page(async () => (await import('../features/admin/components/delivery-page')).DeliveryPage) },
  { path: 'gst', ...page(async () => (await import('../features/admin/components/gst-page')).GstPage) },
  { path: 'mailbox', ...page(async () => (await import('../features/admin/components/mailbox-page')).MailboxPage) },
  {
    path: 'mailbox/:mailId',
    ...page(async () => (await import('../features/admin/components/mail-view-page')).MailViewPage),
  },
  { path: 'reviews', ...page(async () => (await import('../features/admin/components/reviews-page')).ReviewsPage) },
  { path: 'coupons', ...page(async () => (await import('../features/admin/components/coupons-page')).CouponsPage) },
  { path: 'returns', ...page(async () => (await import('../features/admin/components/returns-page')).ReturnsPage) },
  {
    path: 'subscribers',
    ...page(async () => (await import('../features/admin/components/subscribers-page')).SubscribersPage),
  },
  {
    path: 'shop-details',
    ...page(async () => (await import('../features/admin/components/shop-details-page')).ShopDetailsPage),
  },
  {
    path: 'grievances',
    ...page(async () => (await import('../features/admin/components/grievances-page')).GrievancesPage),
  },
  { path: 'staff', ...page(async () => (await import('../features/admin/components/staff-page')).StaffPage) },
  { path: 'roles', ...page(async () => (await import('../features/admin/components/roles-page')).RolesPage) },
  { path: 'audit', ...page(async () => (await import('../features/admin/components/audit-page')).AuditPage) },
  { path: 'home', ...page(async () => (await import('../features/admin/components/home-page-editor')).HomePageEditor) },
  {
    path: 'collections',
    ...page(async () => (await import('../features/admin/components/collections-page')).CollectionsPage),
  },
  { path: '*', element: <NotFoundPage /> },
];
