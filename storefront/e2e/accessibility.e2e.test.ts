import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { newShopper } from '../../gateway/tests/support/buying.js';
import { payOrder, placeOrder, seededAdmin } from '../../gateway/tests/support/admin.js';

// axe-core in Chromium on every shop and back-office page, at a phone's width and a desktop's,
// once each page shows what it is about (its heading, its list): zero violations of WCAG 2.1 A/AA
// and axe's best practices, and no page wider than the screen. A11Y_SHOTS=/some/dir also saves each page as it was checked.

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.A11Y_SHOTS;

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** A page opened with a token (or none), at a width; the shop's CSP does not admit axe's script, so the context bypasses it. */
async function pageAt(browser: Browser, width: keyof typeof viewports, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[width], locale: 'en-IN', bypassCSP: true });
  context.setDefaultTimeout(60_000);
  // The top page only: the init script runs in every frame, and the mail preview's sandboxed frame
  // has no storage (reading it throws).
  if (token) await context.addInitScript((t) => window === window.top && localStorage.setItem('jwt', t), token);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** axe's violations on the page as it is now, as "rule: help (where)" lines. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(
    async () =>
      (
        await (
          window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: Violation[] }> } }
        ).axe.run(document, { resultTypes: ['violations'] })
      ).violations,
  );
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

interface Visit {
  path: string;
  /** What the page shows once it has loaded: axe runs then. */
  ready: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();
/** The page's own heading, for pages whose title comes from data. */
const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

async function check(browser: Browser, base: string, visits: Visit[], token?: string) {
  const found: Record<string, string[]> = {};
  for (const width of ['phone', 'desktop'] as const) {
    const page = await pageAt(browser, width, token);
    for (const visit of visits) {
      await page.goto(`${base}${visit.path}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await visit.ready(page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      found[`${width} ${visit.path}`] = [
        ...(await violations(page)),
        // Nothing may push the page sideways: a phone would show it cut off.
        ...(wide > viewports[width].width
          ? [`the page is ${wide} px wide on a ${viewports[width].width} px screen`]
          : []),
      ];
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/${width}${visit.path.replace(/[^a-z0-9]+/gi, '_')}.png`,
          fullPage: true,
        });
    }
    await page.context().close();
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
}

describe.skipIf(!hasChromium)('every page passes axe, on a phone and a desktop', () => {
  const env = useBrowserShop();

  it('the shop a visitor sees', async () => {
    const { shop, browser } = env;
    const reviewed = await shop.db.prisma.review.findFirstOrThrow({ where: { hiddenAt: null } });
    const product = await shop.db.prisma.product.findUniqueOrThrow({ where: { id: reviewed.productId } });
    await check(browser, shop.url, [
      { path: '/', ready: heading('Happy Customer') },
      { path: `/${product.categoryId}`, ready: (page) => page.locator('a[href^="/product/id/"]').first().waitFor() },
      { path: `/product/id/${product.id}`, ready: heading(product.title) },
      { path: '/search?q=kurta', ready: heading(/Results for/) },
      { path: '/cart', ready: heading('Please Log In') },
      { path: '/Login', ready: (page) => page.getByRole('form', { name: 'Login' }).waitFor() },
      { path: '/policies/grievance', ready: heading('Grievance Redressal') },
      { path: '/Register', ready: (page) => page.getByRole('form', { name: 'Register' }).waitFor() },
      { path: '/no/such/page/at/all', ready: heading('This page is off the rack') },
    ]);
  });

  it('the policy pages and the pages a mailed link opens', async () => {
    const { shop, browser } = env;
    await check(browser, shop.url, [
      ...['terms', 'privacy', 'returns', 'shipping', 'payments'].map((p) => ({
        path: `/policies/${p}`,
        ready: mainHeading,
      })),
      { path: '/reset-password?token=not-a-token', ready: mainHeading },
      { path: '/stock-alert/confirm?token=not-a-token', ready: mainHeading },
    ]);
  });

  it('a shopper’s cart, orders and order page', async () => {
    const { shop, browser } = env;
    const shopper = await newShopper(shop, 'axe');
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { deletedAt: null, sizes: { some: { quantity: { gte: 2 } } } },
      include: { sizes: { where: { quantity: { gte: 2 } }, take: 1 } },
    });
    const orderId = await placeOrder(shop, shopper, product.id, product.sizes[0]!.name);
    await payOrder(shop, shopper, orderId);
    await check(
      browser,
      shop.url,
      [
        { path: '/account/order', ready: (page) => page.locator(`a[href="/account/order/${orderId}"]`).waitFor() },
        {
          path: `/account/order/${orderId}`,
          ready: (page) => page.getByRole('list', { name: 'Payments and refunds' }).waitFor(),
        },
        { path: '/profile', ready: (page) => page.getByText('Contact Information').waitFor() },
        { path: '/checkout', ready: mainHeading },
        { path: `/payment/${orderId}`, ready: mainHeading },
      ],
      shopper.token,
    );
  });

  it('the back office: dashboard, orders and products', async () => {
    const { shop, browser } = env;
    const admin = await seededAdmin(shop);
    const order = await shop.db.prisma.order.findFirstOrThrow({ where: { paidAt: { not: null } } });
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
    await check(
      browser,
      shop.url,
      [
        { path: '/admin', ready: heading('Dashboard') },
        { path: '/admin/orders', ready: heading('All Orders') },
        { path: `/admin/orders/${order.id}`, ready: heading('History') },
        { path: '/admin/products', ready: heading('All Products') },
        { path: `/admin/products/${product.id}/edit`, ready: (page) => page.getByRole('textbox').first().waitFor() },
        { path: '/admin/product/create', ready: (page) => page.getByRole('textbox').first().waitFor() },
      ],
      admin.headers.authorization!.replace('Bearer ', ''),
    );
  });

  it('the back office: customers, GST, mail, reviews and delivery', async () => {
    const { shop, browser } = env;
    const admin = await seededAdmin(shop);
    const mail = await shop.db.prisma.mail.findFirst();
    await check(
      browser,
      shop.url,
      [
        { path: '/admin/customers', ready: heading('All Customers') },
        { path: '/admin/gst', ready: heading('GST') },
        { path: '/admin/mailbox', ready: heading('Mailbox') },
        { path: '/admin/reviews', ready: heading('Reviews') },
        { path: '/admin/delivery', ready: heading('Delivery') },
        { path: '/admin/shop-details', ready: heading('Shop details') },
        { path: '/admin/grievances', ready: heading('Grievances') },
        ...(mail ? [{ path: `/admin/mailbox/${mail.id}`, ready: mainHeading }] : []),
      ],
      admin.headers.authorization!.replace('Bearer ', ''),
    );
  });

  it('the back office: coupons, returns, subscribers, staff, roles, the audit log, home page and collections', async () => {
    const { shop, browser } = env;
    const admin = await seededAdmin(shop);
    await check(
      browser,
      shop.url,
      [
        { path: '/admin/coupons', ready: heading('Coupons and offers') },
        { path: '/admin/returns', ready: heading('Returns') },
        { path: '/admin/subscribers', ready: heading('Subscribers') },
        { path: '/admin/staff', ready: heading('Staff') },
        { path: '/admin/roles', ready: heading('Roles') },
        { path: '/admin/audit', ready: heading('Audit log') },
        { path: '/admin/home', ready: heading('Home page') },
        { path: '/admin/collections', ready: heading('Collections') },
      ],
      admin.headers.authorization!.replace('Bearer ', ''),
    );
  });
});
