import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { getJson } from '../support/catalog-helpers.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const PRODUCT = `query ($id: ID!, $limit: Int) { product(id: $id) {
  id title price discountedPrice discountPercent inStock
  sizes { id name quantity }
  category { id name label level parent { id name level parent { id name level parent { id } } } }
  similar(limit: $limit) { id category { id } }
} }`;

async function aKurta() {
  return shop.db.prisma.product.findFirstOrThrow({
    where: { categoryId: 'men/clothing/mens_kurta' },
    include: { sizes: { orderBy: { position: 'asc' } } },
    orderBy: { createdAt: 'asc' },
  });
}

describe('one product, over REST and GraphQL', () => {
  it('answers GET /api/products/id/{id} in the spec shape, with rupees and the category chain', async () => {
    const kurta = await aKurta();
    const { status, body } = await getJson(shop, `/api/products/id/${kurta.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: kurta.id,
      title: kurta.title,
      brand: kurta.brand,
      price: kurta.price / 100,
      discountedPrice: kurta.discountedPrice / 100,
      discountPresent: kurta.discountPercent,
      quantity: kurta.quantity,
      color: kurta.colour,
      imageUrl: kurta.imageUrls,
      topLevelCategory: 'Men',
      secondLevelCategory: 'Clothing',
      thirdLevelCategory: 'mens_kurta',
      category: {
        name: 'mens_kurta',
        level: 3,
        parentCategory: { name: 'clothing', level: 2, parentCategory: { name: 'men', level: 1, parentCategory: null } },
      },
    });
    expect(body.sizes).toEqual(kurta.sizes.map((s) => ({ name: s.name, quantity: s.quantity, _id: s.id })));
    expect(body).not.toHaveProperty('similarProducts');
  });

  it('answers an unknown id with a JSON 404 on REST and null without errors on GraphQL', async () => {
    const rest = await getJson(shop, '/api/products/id/no-such-product');
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ error: expect.any(String), message: expect.stringMatching(/no-such-product/) });
    const gql = await shop.graphql(PRODUCT, { id: 'no-such-product' });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.product).toBeNull();
  });

  it('gives a product its sizes in order and its three-level category chain on GraphQL', async () => {
    const kurta = await aKurta();
    const { body } = await shop.graphql(PRODUCT, { id: kurta.id });
    const p = body.data.product;
    expect(p).toMatchObject({
      id: kurta.id,
      price: kurta.price,
      discountedPrice: kurta.discountedPrice,
      inStock: kurta.quantity > 0,
    });
    expect(p.sizes.map((s: any) => s.name)).toEqual(['S', 'M', 'L', 'XL']);
    expect(p.category).toMatchObject({
      id: 'men/clothing/mens_kurta',
      level: 3,
      parent: { id: 'men/clothing', parent: { id: 'men', parent: null } },
    });
  });

  it('lists similar products from the same third-level category, never the product itself', async () => {
    const kurta = await aKurta();
    const others = await shop.db.prisma.product.count({
      where: { categoryId: kurta.categoryId, id: { not: kurta.id } },
    });
    expect(others).toBeGreaterThan(0);
    const { body } = await shop.graphql(PRODUCT, { id: kurta.id });
    const similar = body.data.product.similar;
    expect(similar).toHaveLength(Math.min(10, others));
    expect(similar.every((s: any) => s.category.id === kurta.categoryId && s.id !== kurta.id)).toBe(true);
    const two = await shop.graphql(PRODUCT, { id: kurta.id, limit: 2 });
    expect(two.body.data.product.similar).toHaveLength(Math.min(2, others));
  });

  it.each([0, 21])('refuses a similar limit of %i with BAD_USER_INPUT', async (limit) => {
    const kurta = await aKurta();
    const { body } = await shop.graphql(PRODUCT, { id: kurta.id, limit });
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('sells shoes in sizes 6 to 11, as the spec says', async () => {
    const shoes = await shop.db.prisma.product.findFirstOrThrow({ where: { categoryId: 'men/accessories/shoes' } });
    const { body } = await getJson(shop, `/api/products/id/${shoes.id}`);
    expect(body.sizes.map((s: any) => s.name)).toEqual(['6', '7', '8', '9', '10', '11']);
  });
});
