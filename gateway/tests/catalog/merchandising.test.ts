// Merchandising (issue 37): collections with their own server-rendered page, a home page the admin
// arranges as a draft and publishes (the page cache drops at once), and colour siblings. All over
// real HTTP against a real shop with the page cache on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { newShopper } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { staffWithRole } from '../support/staff.js';

let shop: TestShop;
let admin: Admin;
let kurtas: { id: string; title: string; colour: string }[];
beforeAll(async () => {
  shop = await startTestShop({ cacheSeconds: 60 });
  admin = await seededAdmin(shop);
  kurtas = await shop.db.prisma.product.findMany({
    where: { categoryId: 'men/clothing/mens_kurta', deletedAt: null },
    orderBy: { id: 'asc' },
    take: 4,
    select: { id: true, title: true, colour: true },
  });
});
afterAll(() => shop?.stop());

const page = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`);
  return { status: res.status, html: await res.text() };
};

const SAVE_COLLECTION = `mutation ($id: ID, $input: CollectionInput!) {
  adminSaveCollection(id: $id, input: $input) { id slug title source { rule category productIds } }
}`;
const LAYOUT = `{ publishedAt sections { kind heading card limit source { rule category productIds collectionSlug } slides { imageUrl alt link startsAt endsAt } tiles { title link } } }`;

describe('the product pickers', () => {
  it('search products with the merchandising permission alone; take is 1 to 50', async () => {
    await shop.db.prisma.staffRole.create({
      data: { id: 'merch-only', name: 'Merchandiser', permissions: ['merchandising'], requiresTwoFactor: false },
    });
    const merchandiser = await staffWithRole(shop, 'merch-only', 'merchandiser');
    const CHOICES = `query ($s: String, $take: Int) { adminProductChoices(search: $s, take: $take) { id title brand } }`;
    const found = await merchandiser.gql(CHOICES, { s: kurtas[0]!.title, take: 5 });
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.adminProductChoices.map((p: { id: string }) => p.id)).toContain(kurtas[0]!.id);
    expect((await merchandiser.gql(CHOICES, { s: kurtas[0]!.id })).body.data.adminProductChoices).toHaveLength(1);
    const tooMany = await merchandiser.gql(CHOICES, { take: 51 });
    expect(tooMany.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(tooMany.body.errors[0].extensions.field).toBe('take');
    // The product list of the back office still needs catalogRead.
    const list = await merchandiser.gql(`{ adminProducts(pageSize: 1) { totalElements } }`);
    expect(list.body.errors[0].message).toContain('"catalogRead"');
    const support = await staffWithRole(shop, 'support', 'picker-support');
    expect((await support.gql(CHOICES, {})).body.errors[0].message).toContain('"merchandising"');
    expect((await shop.graphql(CHOICES, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('collections', () => {
  it('only staff with merchandising make them; wrong fields are named; a taken slug is CONFLICT', async () => {
    const input = {
      slug: 'kurta-picks',
      title: 'Kurta picks',
      source: { rule: 'HAND_PICKED', productIds: [kurtas[0]!.id] },
    };
    const visitor = await shop.graphql(SAVE_COLLECTION, { input });
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const customer = await newShopper(shop, 'collector');
    expect((await customer.gql(SAVE_COLLECTION, { input })).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const bad = await admin.gql(SAVE_COLLECTION, {
      input: { slug: 'Not A Slug!', title: ' ', source: { rule: 'HAND_PICKED', productIds: [] } },
    });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual(['slug', 'source.productIds', 'title']);
    const collectionRule = await admin.gql(SAVE_COLLECTION, {
      input: { slug: 'loop', title: 'Loop', source: { rule: 'COLLECTION', collectionSlug: 'kurta-picks' } },
    });
    expect(collectionRule.body.errors[0].extensions.fields['source.rule']).toMatch(/must be one of/);
    const unknownProduct = await admin.gql(SAVE_COLLECTION, {
      input: { slug: 'ghost', title: 'Ghost', source: { rule: 'HAND_PICKED', productIds: ['no-such-product'] } },
    });
    expect(unknownProduct.body.errors[0].extensions.fields['source.productIds']).toMatch(/not on sale/);
    expect(await shop.db.prisma.collection.count()).toBe(0);

    const made = await admin.gql(SAVE_COLLECTION, {
      input: { ...input, source: { rule: 'HAND_PICKED', productIds: [kurtas[1]!.id, kurtas[0]!.id] } },
    });
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data.adminSaveCollection).toMatchObject({ slug: 'kurta-picks', source: { rule: 'HAND_PICKED' } });
    const taken = await admin.gql(SAVE_COLLECTION, { input: { ...input, title: 'Other' } });
    expect(taken.body.errors[0].extensions.code).toBe('CONFLICT');
    // Every admin change is in the audit log.
    expect(await shop.db.prisma.auditEntry.count({ where: { kind: 'collection.create' } })).toBe(1);
  });

  it('has a server-rendered page with its products in order, SEO tags and a sitemap entry; unknown is 404', async () => {
    const { body } = await shop.graphql(
      `{ collection(slug: "kurta-picks") { title products { totalElements content { id } } } }`,
    );
    expect(body.data.collection.products.content.map((p: { id: string }) => p.id)).toEqual([
      kurtas[1]!.id,
      kurtas[0]!.id,
    ]);

    const html = (await page('/collections/kurta-picks')).html;
    expect(html).toContain('<title>Kurta picks | Kapda</title>');
    expect(html).toContain('rel="canonical"');
    expect(html).toContain(kurtas[1]!.title);
    expect(html).toContain('BreadcrumbList');
    expect((await page('/collections/no-such-collection')).status).toBe(404);
    expect((await page('/sitemap.xml')).html).toContain('/collections/kurta-picks</loc>');
  });

  it('can be made by a rule; changing it shows on its page at once (the page cache drops)', async () => {
    const list = await admin.gql(`{ adminCollections { id slug } }`);
    const id = list.body.data.adminCollections[0].id;
    const changed = await admin.gql(SAVE_COLLECTION, {
      id,
      input: {
        slug: 'kurta-picks',
        title: 'Top rated kurtas',
        seoDescription: 'The kurtas shoppers rate best.',
        source: { rule: 'TOP_RATED', category: 'men/clothing/mens_kurta' },
      },
    });
    expect(changed.body.errors).toBeUndefined();
    const html = (await page('/collections/kurta-picks')).html;
    expect(html).toContain('<title>Top rated kurtas | Kapda</title>');
    expect(html).toContain('The kurtas shoppers rate best.');
    const { body } = await shop.graphql(
      `{ collection(slug: "kurta-picks") { products(pageSize: 100) { totalElements } } }`,
    );
    const inCategory = await shop.db.prisma.product.count({
      where: { categoryId: 'men/clothing/mens_kurta', deletedAt: null },
    });
    expect(body.data.collection.products.totalElements).toBe(inCategory);
  });
});

describe('the home page', () => {
  it('shows the built-in home page while nothing is published', async () => {
    expect((await shop.graphql(`{ homePage { publishedAt } }`)).body.data.homePage).toBeNull();
    const html = (await page('/')).html;
    expect(html).toContain('Shop By Category');
    expect(html).not.toContain('Diwali picks');
  });

  it('refuses a wrong draft naming each field; saves a draft the storefront does not show yet', async () => {
    const save = `mutation ($s: [HomeSectionInput!]!) { adminSaveHomeDraft(sections: $s) ${LAYOUT} }`;
    const bad = await admin.gql(save, {
      s: [
        { kind: 'HERO', slides: [{ imageUrl: 'javascript:alert(1)', alt: '', link: '//evil.example' }] },
        { kind: 'PRODUCT_ROW', heading: '', limit: 99, source: { rule: 'CATEGORY' } },
      ],
    });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual([
      'sections.0.slides.0.alt',
      'sections.0.slides.0.imageUrl',
      'sections.0.slides.0.link',
      'sections.1.heading',
      'sections.1.limit',
      'sections.1.source.category',
    ]);
    const customer = await newShopper(shop, 'home-editor');
    expect((await customer.gql(`{ adminHomeDraft { updatedAt } }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const saved = await admin.gql(save, {
      s: [
        {
          kind: 'HERO',
          slides: [
            {
              imageUrl: '/images/banners/2.svg',
              alt: 'Diwali sale: kurtas at 40% off',
              link: '/collections/kurta-picks',
            },
            // Ended: left out of the storefront, kept in the draft.
            { imageUrl: '/images/banners/3.svg', alt: 'Old offer', link: '/', endsAt: '2020-01-01T00:00:00Z' },
          ],
        },
        {
          kind: 'PRODUCT_ROW',
          heading: 'Diwali picks',
          subheading: 'Chosen by hand',
          card: 'DEAL',
          limit: 2,
          source: { rule: 'HAND_PICKED', productIds: [kurtas[2]!.id, kurtas[3]!.id] },
        },
        {
          kind: 'PRODUCT_ROW',
          heading: 'From the collection',
          source: { rule: 'COLLECTION', collectionSlug: 'kurta-picks' },
        },
        { kind: 'REVIEWS' },
      ],
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.adminSaveHomeDraft.sections).toHaveLength(4);
    expect(saved.body.data.adminSaveHomeDraft.sections[0].slides).toHaveLength(2);
    expect((await shop.graphql(`{ homePage { publishedAt } }`)).body.data.homePage).toBeNull();
    expect((await page('/')).html).not.toContain('Diwali picks');
    // The preview page is for a signed-in admin's browser: never indexed; only the shop's own pages frame it.
    const preview = await fetch(`${shop.url}/preview/home`);
    expect(await preview.text()).toContain('noindex');
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await fetch(`${shop.url}/`)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('publishes: the storefront renders it on the server at once, live slides only, rows with their products', async () => {
    const published = await admin.gql(`mutation { adminPublishHome ${LAYOUT} }`);
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data.adminPublishHome.publishedAt).toBeTruthy();

    const home = (await shop.graphql(`{ homePage ${LAYOUT} }`)).body.data.homePage;
    expect(home.sections[0].slides.map((s: { alt: string }) => s.alt)).toEqual(['Diwali sale: kurtas at 40% off']);

    const row = await shop.graphql(`query ($s: ProductSourceInput!) { productRow(source: $s, limit: 2) { id } }`, {
      s: home.sections[1].source,
    });
    expect(row.body.data.productRow.map((p: { id: string }) => p.id)).toEqual([kurtas[2]!.id, kurtas[3]!.id]);

    const html = (await page('/')).html;
    expect(html).toContain('Diwali picks');
    expect(html).toContain('Diwali sale: kurtas at 40% off');
    expect(html).toContain('href="/collections/kurta-picks"');
    expect(html).toContain(kurtas[2]!.title);
    expect(html).not.toContain('Old offer');
    expect(html).not.toContain('Shop By Category');
    // The first banner is preloaded, as the built-in home page's is.
    expect(html).toMatch(/<link rel="preload"[^>]+banners\/2/);
  });

  it('goes back to the built-in page when unpublished; publishing without a draft is CONFLICT', async () => {
    expect((await admin.gql(`mutation { adminUnpublishHome }`)).body.data.adminUnpublishHome).toBe(true);
    expect((await page('/')).html).toContain('Shop By Category');
    await shop.db.prisma.homeLayout.deleteMany({});
    const none = await admin.gql(`mutation { adminPublishHome { publishedAt } }`);
    expect(none.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('refuses a bad row source from any client with 400-class errors, never a 500', async () => {
    const q = `query ($s: ProductSourceInput!, $l: Int) { productRow(source: $s, limit: $l) { id } }`;
    const tooMany = await shop.graphql(q, { s: { rule: 'NEWEST' }, l: 500 });
    expect(tooMany.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|QUERY_TOO_COMPLEX/);
    const noCollection = await shop.graphql(q, { s: { rule: 'COLLECTION', collectionSlug: 'nope' } });
    expect(noCollection.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const badCategory = await shop.graphql(q, { s: { rule: 'CATEGORY', category: '../../etc' } });
    expect(badCategory.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('colour siblings', () => {
  const SET = `mutation ($p: ID!, $s: [ID!]!) { adminSetColourSiblings(productId: $p, siblingIds: $s) { id colourSiblings { id } } }`;

  it('links a style’s colours both ways; the product page draws a swatch linking to each', async () => {
    const [a, b, c] = kurtas;
    const set = await admin.gql(SET, { p: a!.id, s: [b!.id, c!.id] });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.adminSetColourSiblings.colourSiblings.map((p: { id: string }) => p.id).sort()).toEqual(
      [b!.id, c!.id].sort(),
    );
    const fromB = await shop.graphql(`query ($id: ID!) { product(id: $id) { colourSiblings { id } } }`, { id: b!.id });
    expect(fromB.body.data.product.colourSiblings.map((p: { id: string }) => p.id).sort()).toEqual(
      [a!.id, c!.id].sort(),
    );

    const html = (await page(`/product/id/${b!.id}`)).html;
    expect(html).toContain('aria-label="Other colours"');
    expect(html).toContain(`href="/product/id/${a!.id}"`);
    expect(html).toContain(`href="/product/id/${c!.id}"`);
  });

  it('takes a product out when left off the list; unknown products and customers are refused', async () => {
    const [a, b, c] = kurtas;
    await admin.gql(SET, { p: a!.id, s: [b!.id] });
    const fromC = await shop.graphql(`query ($id: ID!) { product(id: $id) { colourSiblings { id } } }`, { id: c!.id });
    expect(fromC.body.data.product.colourSiblings).toEqual([]);

    const unknown = await admin.gql(SET, { p: a!.id, s: ['nope'] });
    expect(unknown.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const customer = await newShopper(shop, 'sibling-setter');
    expect((await customer.gql(SET, { p: a!.id, s: [] })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await admin.gql(SET, { p: a!.id, s: [] })).body.data.adminSetColourSiblings.colourSiblings).toEqual([]);
  });
});
