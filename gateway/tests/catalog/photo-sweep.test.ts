// The photo sweep keeps every photo something of the shop shows: a product's, an order line's,
// and the home page's (the published banner's slides and the draft's tiles), a collection's and a
// menu tile's. Only a photo nothing refers to goes once it is old enough.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, type Admin } from '../support/admin.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0, photoSweepIntervalMs: 0 } });
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

/** A small PNG of its own colour (so its own hash), uploaded; its address (`/photos/<hash>.webp`). */
async function uploaded(red: number): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  const res = await fetch(`${shop.url}/api/admin/photos`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', ...admin.headers },
    body: new Uint8Array(png),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const served = async (url: string) => (await fetch(`${shop.url}${url.replace('.webp', '.900.webp')}`)).status;

const SAVE = `mutation ($s: [HomeSectionInput!]!) { adminSaveHomeDraft(sections: $s) { sections { kind } } }`;
const PUBLISH = `mutation { adminPublishHome { publishedAt } }`;

describe('the photo sweep', () => {
  it('keeps the photos of a published banner, a draft, a collection and a menu tile; takes an unused one', async () => {
    const [banner, tile, collection, menu, unused] = await Promise.all([10, 40, 70, 100, 130].map(uploaded));

    // A banner published with the photo, then a new draft (not yet published) with a promo tile.
    const hero = {
      kind: 'HERO',
      slides: [{ imageUrl: banner, alt: 'Festive sale', link: '/women/clothing' }],
    };
    expect((await admin.gql(SAVE, { s: [hero] })).body.errors).toBeUndefined();
    expect((await admin.gql(PUBLISH)).body.data.adminPublishHome.publishedAt).toBeTruthy();
    const promo = {
      kind: 'PROMO',
      eyebrow: 'New',
      tiles: [
        { title: 'Kurtas', imageUrl: `https://shop.example${tile.replace('.webp', '.jpg')}`, link: '/men/clothing' },
      ],
    };
    const saved = await admin.gql(SAVE, { s: [promo] });
    expect(saved.body.errors).toBeUndefined();
    const home = await shop.graphql(`{ homePage { sections { kind slides { imageUrl } } } }`);
    expect(home.body.data.homePage.sections).toEqual([{ kind: 'HERO', slides: [{ imageUrl: banner }] }]);

    // A collection and a menu tile that name a photo in their text.
    await shop.db.prisma.collection.create({
      data: { slug: 'sweep-kept', title: 'Kept', kind: 'MANUAL', description: `Cover: ${collection}` },
    });
    const featured = await shop.db.prisma.navFeatured.findFirstOrThrow();
    await shop.db.prisma.navFeatured.update({ where: { id: featured.id }, data: { imageSrc: menu } });

    // Young, nothing goes; a day and more later, only the unused one.
    expect(await shop.gateway.services.photos.sweep()).toBe(0);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await shop.gateway.services.photos.sweep(24, later)).toBe(1);
    expect(await served(unused)).toBe(404);
    for (const url of [banner, tile, collection, menu]) expect(await served(url), url).toBe(200);

    // Unpublished and the draft dropped, the banner's photo is nobody's any more: the next sweep takes it.
    expect((await admin.gql(`mutation { adminUnpublishHome }`)).body.data.adminUnpublishHome).toBe(true);
    await shop.db.prisma.homeLayout.deleteMany({ where: { slot: 'draft' } });
    expect(await shop.gateway.services.photos.sweep(24, later)).toBe(2);
    // (Served already, they may stay in a host's memory a while; the database has let them go.)
    const hashOf = (url: string) => /\/photos\/([0-9a-f]{32})\./.exec(url)![1]!;
    const left = await shop.db.prisma.photo.findMany({
      where: { hash: { in: [banner, tile, collection, menu].map(hashOf) } },
      select: { hash: true },
    });
    expect(left.map((p) => p.hash).sort()).toEqual([collection, menu].map(hashOf).sort());
  }, 120_000);
});
