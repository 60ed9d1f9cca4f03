import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorefrontIfNeeded } from '../../src/boot/build-storefront.js';
import { startTestShop, type TestShop } from '../support/harness.js';

// Every link of the sample shop's header, menu and footer leads to a page (issue 56, defect 10):
// the links in the home page's HTML as the server renders it, and every target of the category
// menu (its flyouts open in the browser, so their links are read from the menu the page renders).

let shop: TestShop;
beforeAll(async () => {
  await buildStorefrontIfNeeded(() => undefined);
  shop = await startTestShop();
}, 600_000);
afterAll(() => shop?.stop());

const page = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
};

/** The in-shop addresses a page's HTML links to (not /admin, not mailto: or tel:). */
const internalLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));

describe('the sample shop’s links', () => {
  it('every link of the home page, the menu and the footer answers 200', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    const { body } = await shop.graphql(`{ navigation {
      categories { slug featured { href } sections { slug items { label href } } }
      pages { label href } } }`);
    const nav = body.data.navigation;
    const menu: string[] = [];
    for (const c of nav.categories) {
      for (const f of c.featured) menu.push(f.href);
      for (const s of c.sections) for (const i of s.items) menu.push(`/${c.slug}/${s.slug}/${i.href}`);
    }
    for (const p of nav.pages) menu.push(p.href);
    // Every entry of the menu has a target: no label that looks like a link and leads nowhere.
    expect(menu.filter((href) => !href.startsWith('/') || href.endsWith('/') || href.includes('#'))).toEqual([]);

    const links = [...new Set([...internalLinks(home.html), ...menu])].sort();
    // The footer's pages and the header's Company and Stores are among them.
    for (const path of ['/pages/about', '/pages/stores', '/pages/contact', '/pages/size-guide', '/pages/faqs'])
      expect(links).toContain(path);
    expect(links).toContain('/women/clothing/all');
    const answers: Record<string, number> = {};
    for (const path of links) answers[path] = (await page(path)).status;
    expect(Object.entries(answers).filter(([, status]) => status !== 200)).toEqual([]);
  }, 300_000);

  it('shows no footer label without a page (Blog, Careers, Press, Partners are gone)', async () => {
    const { html } = await page('/');
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
    for (const label of ['Blog', 'Careers', 'Press', 'Partners']) expect(footer).not.toMatch(new RegExp(`>${label}<`));
    // Every footer label is a link.
    expect(footer).not.toMatch(/<p class="[^"]*label/);
  });

  it('lists every product of a section under its Browse All entry', async () => {
    const { status, html } = await page('/women/clothing/all');
    expect(status).toBe(200);
    const count = await shop.db.prisma.product.count({
      where: { deletedAt: null, categoryId: { startsWith: 'women/clothing/' } },
    });
    expect(html).toContain(`${count} items`);
    expect(html).toMatch(/<h1[^>]*>All Clothing<\/h1>|All Clothing/);
  });
});

// The words issue 56 lists as wrong and this shop no longer says (the spec's own labels, such as
// "Order Summery" or "Similar Product", stay: decision 060 names each).
const REMOVED_PHRASES = [
  'Congratulations Shop',
  '(once delivered)',
  'No sections yet',
  'Counterfeit',
  'e-mail support',
  'Write to support',
  '>Blog<',
  '>Careers<',
  '>Press<',
  '>Partners<',
];

describe('the shop’s words, as the server renders its pages', () => {
  it('no page says what issue 56 found wrong; a listing is titled by its category', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { categoryId: 'women/clothing/dresses', deletedAt: null },
    });
    const paths = [
      '/',
      '/women/clothing/dresses',
      '/women/clothing/all',
      `/product/id/${product.id}`,
      '/policies/returns',
      '/pages/about',
      '/pages/contact',
      '/pages/stores',
      '/pages/size-guide',
      '/pages/faqs',
    ];
    for (const path of paths) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      for (const phrase of REMOVED_PHRASES) expect(html, `${path}: ${phrase}`).not.toContain(phrase);
    }
    const dresses = (await page('/women/clothing/dresses')).html;
    expect(dresses).toMatch(/<h1[^>]*>Dresses<\/h1>/);
    expect(dresses).not.toMatch(/<h1[^>]*>New Arrivals<\/h1>/);
    const returns = (await page('/policies/returns')).html;
    expect(returns).toContain('Return or exchange');
    expect(returns).toContain('7 days');
  });
});
