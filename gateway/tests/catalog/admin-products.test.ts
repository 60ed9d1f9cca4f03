// Products from the back office: the add-product form's rules (every wrong field named), the
// category chain made when missing, editing prices and stock, and deleting (gone from the shop,
// kept for orders, dropped from carts with a notice).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { addToCart, newShopper, type Shopper } from '../support/buying.js';
import { placeOrder, seededAdmin, type Admin } from '../support/admin.js';

let shop: TestShop;
let admin: Admin;
let shopper: Shopper;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  [admin, shopper] = await Promise.all([seededAdmin(shop), newShopper(shop, 'products')]);
});
afterAll(() => shop?.stop());

/** The spec's add-product form payload, rupees. */
const form = (overrides: Record<string, unknown> = {}) => ({
  imageUrl: ['/images/products/new-kurta-1.svg', 'https://cdn.example.com/kurta-2.jpg'],
  highlights: ['Pure cotton', 'Hand block print'],
  brand: 'Kapda House',
  title: `Indigo Block Print Kurta ${Math.random().toString(36).slice(2, 8)}`,
  color: 'blue',
  price: 1999,
  discountedPrice: 999,
  discountPresent: 99,
  quantity: 999,
  sizes: [
    { name: 'XS', quantity: 0 },
    { name: 'S', quantity: 4 },
    { name: 'M', quantity: 6 },
    { name: 'L', quantity: 0 },
    { name: 'XL', quantity: 0 },
    { name: 'XXL', quantity: 0 },
  ],
  topLevelCategory: 'men',
  secondLevelCategory: 'Clothing',
  thirdLevelCategory: 'mens_kurta',
  description: ['A kurta for every day.', 'Machine wash cold.'],
  ...overrides,
});

describe('adding a product', () => {
  it('POST /api/admin/products/ creates it with derived discount and quantity, in its existing category', async () => {
    const reply = await admin.rest('POST', '/api/admin/products/', form());
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      price: 1999,
      discountedPrice: 999,
      discountPresent: 50,
      quantity: 10,
      color: 'blue',
      description: 'A kurta for every day.',
      details: 'Machine wash cold.',
      category: { _id: 'men/clothing/mens_kurta', name: 'mens_kurta', level: 3 },
    });
    expect(reply.body.sizes.map((s: { name: string }) => s.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const listing = await admin.rest('GET', '/api/products?category=men/clothing/mens_kurta&pageSize=100');
    expect(listing.body.content.map((p: { _id: string }) => p._id)).toContain(reply.body._id);
  });

  it('creates the missing levels of the category chain (kids → clothing → jeans), and the menu shows them', async () => {
    const reply = await admin.rest(
      'POST',
      '/api/admin/products/',
      form({ topLevelCategory: 'kids', thirdLevelCategory: 'jeans' }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.category).toMatchObject({
      _id: 'kids/clothing/jeans',
      parentCategory: { _id: 'kids/clothing', parentCategory: { _id: 'kids', level: 1 } },
    });
    const { body } = await shop.graphql('{ navigation { categories { id sections { id items { name href } } } } }');
    const kids = body.data.navigation.categories.find((c: { id: string }) => c.id === 'kids');
    expect(kids.sections[0].items).toContainEqual({ name: 'Jeans', href: 'jeans' });
  });

  it('names every wrong field at once: images, highlights, prices, colour, categories, sizes', async () => {
    const reply = await admin.rest(
      'POST',
      '/api/admin/products/',
      form({
        imageUrl: [''],
        highlights: [],
        title: ' ',
        color: 'chartreuse',
        price: 100.5,
        discountedPrice: -1,
        topLevelCategory: 'pets',
        thirdLevelCategory: '',
        sizes: [{ name: 'M', quantity: -2 }],
      }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(reply.body.fields).sort()).toEqual(
      [
        'colour',
        'discountedPrice',
        'highlights',
        'imageUrls',
        'price',
        'sizes',
        'thirdLevelCategory',
        'title',
        'topLevelCategory',
      ].sort(),
    );
    expect(reply.body.fields.price).toBe('Price must be a whole number of rupees');
    expect(reply.body.fields.discountedPrice).toBe('Discounted price must be 0 or more');
  });

  it('a discounted price above the price is refused on that field (GraphQL, paise)', async () => {
    const { body } = await admin.gql(
      `mutation ($input: NewProductInput!) { adminCreateProduct(input: $input) { id } }`,
      {
        input: {
          title: 'Too Cheap To Be True',
          brand: 'B',
          colour: 'red',
          description: 'D',
          highlights: ['H'],
          imageUrls: ['/images/x.svg'],
          price: 50000,
          discountedPrice: 60000,
          sizes: [{ name: 'M', quantity: 1 }],
          topLevelCategory: 'women',
          secondLevelCategory: 'clothing',
          thirdLevelCategory: 'saree',
        },
      },
    );
    expect(body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'discountedPrice',
      fields: { discountedPrice: 'The discounted price must not be more than the price' },
    });
  });
});

describe('editing a product', () => {
  it('changes prices (the discount follows), stock per size (the total follows) and texts', async () => {
    const created = (await admin.rest('POST', '/api/admin/products/', form())).body;
    const { body } = await admin.gql(
      `mutation ($id: ID!, $input: ProductChangesInput!) {
        adminUpdateProduct(id: $id, input: $input) { price discountedPrice discountPercent quantity title sizes { name quantity } } }`,
      {
        id: created._id,
        input: { price: 200000, discountedPrice: 150000, title: 'Renamed Kurta', sizes: [{ name: 'L', quantity: 7 }] },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.adminUpdateProduct).toMatchObject({
      price: 200000,
      discountedPrice: 150000,
      discountPercent: 25,
      title: 'Renamed Kurta',
      quantity: 17,
    });
    expect(body.data.adminUpdateProduct.sizes).toContainEqual({ name: 'L', quantity: 7 });
    // REST edit in rupees; a price below the current discounted price is refused on its field.
    const refused = await admin.rest('PUT', `/api/admin/products/${created._id}`, { price: 1000 });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('discountedPrice');
    const restocked = await admin.rest('PUT', `/api/admin/products/${created._id}`, {
      sizes: [{ name: 'M', quantity: 0 }],
    });
    expect(restocked.body.quantity).toBe(11);
  });
});

describe('deleting a product', () => {
  it('leaves listings, search and its page; stays in orders; carts drop it with a notice', async () => {
    const created = (await admin.rest('POST', '/api/admin/products/', form({ title: 'Vanishing Zari Kurta' }))).body;
    const id = created._id as string;
    const orderId = await placeOrder(shop, shopper, id, 'S');
    await addToCart(shopper, id, 'M');

    const reply = await admin.rest('DELETE', `/api/admin/products/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ _id: id, message: 'Product deleted' });

    expect((await admin.rest('GET', `/api/products/id/${id}`)).status).toBe(404);
    const listing = await admin.rest('GET', '/api/products?category=mens_kurta&pageSize=100');
    expect(listing.body.content.map((p: { _id: string }) => p._id)).not.toContain(id);
    const found = await shop.graphql('{ search(query: "Vanishing Zari") { totalElements } }');
    expect(found.body.data.search.totalElements).toBe(0);
    const adminList = await admin.gql('{ adminProducts(search: "Vanishing Zari") { totalElements } }');
    expect(adminList.body.data.adminProducts.totalElements).toBe(0);

    const cart = await shopper.rest('GET', '/api/cart/');
    expect(cart.body.cartItems).toEqual([]);
    expect(cart.body.notices).toEqual(['Vanishing Zari Kurta (M) is no longer sold and was removed']);
    const order = await shopper.gql('query ($id: ID!) { order(id: $id) { items { title product { id } } } }', {
      id: orderId,
    });
    expect(order.body.data.order.items[0]).toEqual({ title: 'Vanishing Zari Kurta', product: { id } });
    expect((await shopper.rest('PUT', '/api/cart/add', { productId: id, size: 'M' })).status).toBe(404);
    expect((await admin.rest('DELETE', `/api/admin/products/${id}`)).status).toBe(404);
  });
});
