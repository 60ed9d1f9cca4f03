/**
 * The storefront's policy and help pages (storefront/src/features/legal), listed in the sitemap. The
 * sitemap test fetches every address it lists, so a page missing here or there is caught.
 */
export const POLICY_PATHS = [
  '/policies/terms',
  '/policies/privacy',
  '/policies/returns',
  '/policies/shipping',
  '/policies/payments',
  '/policies/grievance',
  '/pages/about',
  '/pages/contact',
  '/pages/stores',
  '/pages/size-guide',
  '/pages/faqs',
];
