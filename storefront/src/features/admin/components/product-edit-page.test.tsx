import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type {
  AdminProductChoicesQuery,
  AdminProductForEditQuery,
  AdminUpdateProductMutationVariables,
} from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { ProductEditPage } from './product-edit-page';

const product: WithTypenames<NonNullable<AdminProductForEditQuery['product']>> = {
  __typename: 'Product',
  id: 'p1',
  title: 'Indigo Kurta',
  brand: 'Kapda',
  colour: 'blue',
  description: 'Cotton.',
  details: '',
  highlights: ['Hand block print'],
  imageUrls: ['/images/p1.svg'],
  imageAlts: ['Indigo Kurta'],
  price: 199900,
  discountedPrice: 99900,
  attributes: [],
  sizes: [
    { __typename: 'ProductSize', id: 's1', name: 'M', quantity: 3 },
    { __typename: 'ProductSize', id: 's2', name: 'L', quantity: 0 },
  ],
  category: { __typename: 'Category', id: 'men/clothing/mens_kurta', label: "Men's Kurta" },
};

const choices: AdminProductChoicesQuery = {
  productChoices: {
    colours: ['white', 'blue', 'maroon'],
    topLevelCategories: ['men', 'women', 'kids'],
    secondLevelCategories: ['clothing'],
    thirdLevelCategories: ['mens_kurta'],
    attributes: [],
  },
};

const sent: AdminUpdateProductMutationVariables[] = [];
const server = setupServer(
  graphql.query('AdminProductForEdit', () => HttpResponse.json({ data: { product } })),
  graphql.query('AdminProductChoices', () => HttpResponse.json({ data: choices })),
  graphql.query('AdminColourSiblings', () =>
    HttpResponse.json({ data: { product: { __typename: 'Product', id: product.id, colourSiblings: [] } } }),
  ),
  graphql.query('AdminPickProducts', () => HttpResponse.json({ data: { adminProductChoices: [] } })),
  graphql.mutation<never, AdminUpdateProductMutationVariables>('AdminUpdateProduct', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({
      errors: [
        {
          message: 'The discounted price must not be more than the price',
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'discountedPrice',
            fields: {
              discountedPrice: 'The discounted price must not be more than the price',
              imageUrls: 'Image address 1 is not valid',
            },
          },
        },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const renderPage = () =>
  renderRoutes([{ path: '/admin/products/:productId/edit', element: <ProductEditPage /> }], '/admin/products/p1/edit');

describe('editing a product', () => {
  it('starts from the product in rupees and sends the new stock in paise with every size', async () => {
    renderPage();
    const quantityOfL = await screen.findByRole('textbox', { name: 'Quantity of L' });
    expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveValue('1999');
    await userEvent.clear(quantityOfL);
    await userEvent.type(quantityOfL, '9');
    expect(screen.getByText('Quantity: 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({
      price: 199900,
      discountedPrice: 99900,
      sizes: [
        { name: 'M', quantity: 3 },
        { name: 'L', quantity: 9 },
      ],
    });
  });

  it('shows each field the gateway refused beside that field', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Image address 1 is not valid')).toBeInTheDocument();
    expect(screen.getAllByText('The discounted price must not be more than the price')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('The discounted price must not be more than the price');
  });

  it('checks the prices before sending anything', async () => {
    renderPage();
    const discounted = await screen.findByRole('textbox', { name: /^Discounted Price/ });
    await userEvent.clear(discounted);
    await userEvent.type(discounted, '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The discounted price must not be more than the price')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('editing a product attribute the server declares', () => {
  it('shows an input per attribute, starting from the product, and sends it under its name', async () => {
    server.use(
      graphql.query('AdminProductChoices', () =>
        HttpResponse.json({
          data: {
            productChoices: {
              ...choices.productChoices,
              attributes: [{ __typename: 'AttributeChoice', name: 'material', label: 'Material' }],
            },
          },
        }),
      ),
      graphql.query('AdminProductForEdit', () =>
        HttpResponse.json({
          data: {
            product: {
              ...product,
              attributes: [{ __typename: 'ProductAttribute', name: 'material', value: 'Cotton' }],
            },
          },
        }),
      ),
    );
    renderPage();
    const material = await screen.findByRole('textbox', { name: 'Material' });
    expect(material).toHaveValue('Cotton');
    await userEvent.clear(material);
    await userEvent.type(material, 'Silk');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.at(-1)!.input).toMatchObject({ material: 'Silk' });
  });
});

describe('the product photos', () => {
  const photo = (n: number) => `/photos/${String(n).repeat(32)}.webp`;

  it('uploads picked photos (image/*, several), alt text from the title, moves them and sends both lists in order', async () => {
    let uploaded = 0;
    const types: string[] = [];
    server.use(
      http.post('/api/admin/photos', async ({ request }) => {
        types.push(request.headers.get('content-type') ?? '');
        await request.arrayBuffer();
        uploaded++;
        return HttpResponse.json({ url: photo(uploaded), width: 600, height: 800 }, { status: 201 });
      }),
    );
    renderPage();
    await screen.findByRole('textbox', { name: 'Image URL 1' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input.multiple).toBe(true);
    const files = [1, 2].map(
      (n) => new File([new Uint8Array([0xff, 0xd8, 0xff, n])], `IMG_${n}.jpg`, { type: 'image/jpeg' }),
    );
    await userEvent.upload(input, files);
    await screen.findByRole('textbox', { name: 'Image URL 3' }, { timeout: 10_000 });
    expect(types).toEqual(['image/jpeg', 'image/jpeg']);
    const urls = () =>
      [1, 2, 3].map((i) => (screen.getByRole('textbox', { name: `Image URL ${i}` }) as HTMLInputElement).value);
    expect(urls().sort()).toEqual(['/images/p1.svg', photo(1), photo(2)].sort());
    expect(screen.getByRole('textbox', { name: 'Alt text of image 3' })).toHaveValue('Indigo Kurta');
    const third = urls()[2]!;
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(urls()[0]).toBe(third);
    const alt = screen.getByRole('textbox', { name: 'Alt text of image 1' });
    await userEvent.clear(alt);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Every image needs its alt text')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(alt, 'Kurta, front');
    const kept = urls().slice(0, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input.imageUrls).toEqual(kept);
    expect(sent[0]!.input.imageUrls![0]).toBe(third);
    expect(sent[0]!.input.imageAlts).toEqual(['Kurta, front', 'Indigo Kurta']);
  });

  it('shows the gateway’s refusal of an upload beside the photos', async () => {
    server.use(
      http.post('/api/admin/photos', () =>
        HttpResponse.json(
          { error: 'x', message: 'The file is not a JPEG, PNG or WebP photo', code: 'BAD_USER_INPUT' },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await screen.findByRole('textbox', { name: 'Image URL 1' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['<html>'], 'page.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('page.jpg: The file is not a JPEG, PNG or WebP photo');
  });
});
