import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
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
