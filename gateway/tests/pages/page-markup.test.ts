import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorefrontIfNeeded } from '../../src/boot/build-storefront.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { markupErrors } from '../support/markup-rules.js';
import { nuCheck } from '../support/nu-checker.js';
import { POLICY_PATHS } from '../../src/ssr/policy-pages.js';

// The server's HTML of the shop's pages against the content models and naming rules the Nu Html
// Checker held them to (star ratings, named paragraphs, a div in a button, a stray figcaption),
// and the skip link every page starts with. The same pages are checked with axe in Chromium by
// storefront/e2e/accessibility.e2e.test.ts.

let shop: TestShop;
let routes: string[];
let everyRoute: string[];
beforeAll(async () => {
  await buildStorefrontIfNeeded(() => undefined);
  shop = await startTestShop();
  const reviewed = await shop.db.prisma.review.findFirstOrThrow({ where: { hiddenAt: null } });
  const listing = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
  routes = [
    '/',
    `/${listing.categoryId}`,
    `/product/id/${reviewed.productId}`,
    '/search?q=kurta',
    '/cart',
    '/Login',
    '/Register',
    '/account/order',
    '/policies/grievance',
    '/no/such/page/at/all',
  ];
  const order = await shop.db.prisma.order.findFirstOrThrow();
  everyRoute = [
    ...routes,
    ...POLICY_PATHS.filter((p) => !routes.includes(p)),
    '/reset-password?token=x',
    '/stock-alert/confirm?token=x',
    '/profile',
    '/checkout',
    `/account/order/${order.id}`,
    `/payment/${order.id}`,
    '/search?q=',
    '/admin',
  ];
}, 600_000);
afterAll(() => shop?.stop());

const html = async (path: string) => (await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html' } })).text();

describe('the server-rendered pages', () => {
  it('have none of the markup errors the HTML checker found: every shop route', async () => {
    const found: Record<string, string[]> = {};
    for (const route of routes) found[route] = markupErrors(await html(route));
    expect(found).toEqual(Object.fromEntries(routes.map((r) => [r, []])));
  });

  it('start with a skip link to the main content', async () => {
    for (const route of routes) {
      const page = await html(route);
      const body = page.slice(page.indexOf('<body'));
      const firstLink = /<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(body);
      expect(firstLink?.slice(1), route).toEqual(['#main', 'Skip to content']);
      expect(body, route).toMatch(/<main[^>]* id="main"/);
    }
  });

  it('draw star ratings as one named picture, not as form labels', async () => {
    const page = await html(routes[2]!);
    expect(page).toMatch(/<span role="img" aria-label="\d(\.\d)? out of 5 stars"/);
    expect(page).not.toMatch(/<(?!label)[a-z]+ [^>]*\bfor="/);
  });
});

describe('the Nu Html Checker', () => {
  it('finds no error on any server-rendered page', async () => {
    const pages: Record<string, string> = {};
    for (const route of everyRoute) pages[route] = await html(route);
    const found = await nuCheck(pages);
    const errors = Object.fromEntries(
      Object.entries(found).map(([route, messages]) => [
        route,
        messages.map((m) => `${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`),
      ]),
    );
    expect(errors).toEqual(Object.fromEntries(everyRoute.map((r) => [r, []])));
  }, 180_000);
});

describe('the markup rules themselves', () => {
  it('catch each error the checker reported', () => {
    expect(markupErrors('<div for="x"></div>')).toEqual(['"for" on <div>']);
    expect(markupErrors('<p aria-label="Was ₹10">₹10</p>')).toEqual(['aria-label on <p>, which cannot be named']);
    expect(markupErrors('<button><div></div></button>')).toEqual([
      '<div> inside <button>, which holds only phrasing content',
    ]);
    expect(markupErrors('<figure><div><figcaption>x</figcaption></div></figure>')).toEqual([
      '<figcaption> inside <div>, not a figure',
    ]);
    expect(markupErrors('<label for="q">Q</label><input id="q"><span role="img" aria-label="4 stars"></span>')).toEqual(
      [],
    );
  });
});
