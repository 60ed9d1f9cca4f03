import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import '../testing/jsdom-observers';
import { HomePage } from './home-page';
import { renderWithProviders } from '../../../test/render';
import { homeRow, productCard } from '../testing/fixtures';

// Each strip asks for its own category; the answer names the category so the test can tell rows apart.
const server = setupServer(
  graphql.query('HomeRow', ({ variables }) => {
    const category = (variables.filter as { category?: string }).category ?? 'all';
    const products = Array.from({ length: variables.pageSize as number }, (_, i) =>
      productCard(`${category}-${i}`, { title: `${category} item ${i}`, discountedPrice: 99900 + i * 100 }),
    );
    return HttpResponse.json({ data: homeRow(products) });
  }),
  // Nothing published: the built-in home page.
  graphql.query('HomePage', () => HttpResponse.json({ data: { homePage: null } })),
  // A shop without four good reviews yet: "Happy Customer" shows its placeholders.
  graphql.query('FeaturedReviews', () => HttpResponse.json({ data: { featuredReviews: [] } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('HomePage', () => {
  it('shows the three product rows with their sub-headings', async () => {
    renderWithProviders(<HomePage />);
    const kurtas = await screen.findByRole('region', { name: "Men's kurta" });
    expect(within(kurtas).getByText('Top sale of this week')).toBeInTheDocument();
    expect(within(kurtas).getByText('men/clothing/mens_kurta item 0')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Trending' })).toHaveTextContent('Top views in this week');
    expect(await screen.findByRole('region', { name: "Men's shirt" })).toBeInTheDocument();
  });

  it('shows deal cards with rupee prices, the struck price and the discount', async () => {
    renderWithProviders(<HomePage />);
    const shirts = await screen.findByRole('region', { name: "Men's shirt" });
    expect(within(shirts).getByText('₹999.00')).toBeInTheDocument();
    expect(within(shirts).getAllByText('₹2,499.00')[0]).toBeInTheDocument();
    expect(within(shirts).getAllByText('60% Off')[0]).toBeInTheDocument();
  });

  it('marks trending cards "New" and links every card to its product page', async () => {
    renderWithProviders(<HomePage />);
    const trending = await screen.findByRole('region', { name: 'Trending' });
    expect(within(trending).getAllByText('New').length).toBeGreaterThan(0);
    expect(within(trending).getByRole('link', { name: 'Manyavar all item 0' })).toHaveAttribute(
      'href',
      '/product/id/all-0',
    );
  });

  it('hides the previous arrow at the first position and shows it after next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const kurtas = await screen.findByRole('region', { name: "Men's kurta" });
    expect(within(kurtas).queryByRole('button', { name: "Previous Men's kurta" })).not.toBeInTheDocument();
    await user.click(within(kurtas).getByRole('button', { name: "Next Men's kurta" }));
    expect(within(kurtas).getByRole('button', { name: "Previous Men's kurta" })).toBeInTheDocument();
    await user.click(within(kurtas).getByRole('button', { name: "Previous Men's kurta" }));
    expect(within(kurtas).queryByRole('button', { name: "Previous Men's kurta" })).not.toBeInTheDocument();
  });

  it('mounts only a window of 6 cards from the current index', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const kurtas = await screen.findByRole('region', { name: "Men's kurta" });
    expect(within(kurtas).getAllByRole('article')).toHaveLength(6);
    expect(within(kurtas).queryByText('men/clothing/mens_kurta item 6')).not.toBeInTheDocument();
    await user.click(within(kurtas).getByRole('button', { name: "Next Men's kurta" }));
    expect(within(kurtas).getByText('men/clothing/mens_kurta item 6')).toBeInTheDocument();
    expect(within(kurtas).queryByText('men/clothing/mens_kurta item 0')).not.toBeInTheDocument();
  });

  it('links the promos to the lehenga, saree and shoe listings', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: /^Lehenga/ })).toHaveAttribute('href', '/women/clothing/lehenga');
    expect(screen.getByRole('link', { name: /^Saree/ })).toHaveAttribute('href', '/women/clothing/saree');
    const category = screen.getByRole('region', { name: 'Shop By Category' });
    within(category)
      .getAllByRole('link', { name: /Men · Accessories|Everyday comfort/ })
      .forEach((tile) => expect(tile).toHaveAttribute('href', '/men/accessories/shoes'));
  });

  it('shows four placeholder reviews under "Happy Customer" until the shop has four real ones', async () => {
    renderWithProviders(<HomePage />);
    const reviews = await screen.findByRole('region', { name: 'Happy Customer' });
    expect(within(reviews).getByText('customers says')).toBeInTheDocument();
    expect(await within(reviews).findAllByText(/^Reviewed in India on /)).toHaveLength(4);
    expect(within(reviews).getByText('Priya Sharma')).toBeInTheDocument();
  });

  it('shows the home page an admin published instead: its banner, rows and tiles', async () => {
    const section = (kind: string, fields: object) => ({
      __typename: 'HomeSection',
      kind,
      heading: '',
      subheading: '',
      eyebrow: '',
      card: null,
      limit: null,
      source: null,
      slides: [],
      tiles: [],
      ...fields,
    });
    const layout = {
      __typename: 'HomeLayout',
      publishedAt: '2026-11-28T06:00:00.000Z',
      updatedAt: '2026-11-28T06:00:00.000Z',
      sections: [
        section('HERO', {
          slides: [
            {
              __typename: 'HomeSlide',
              imageUrl: '/images/banners/2.svg',
              alt: 'Diwali sale',
              link: '/collections/diwali',
              startsAt: null,
              endsAt: null,
            },
          ],
        }),
        section('PRODUCT_ROW', {
          heading: 'Diwali picks',
          subheading: 'Chosen by hand',
          card: 'DEAL',
          limit: 2,
          source: {
            __typename: 'ProductSource',
            rule: 'HAND_PICKED',
            category: null,
            productIds: ['p1', 'p2'],
            collectionSlug: null,
          },
        }),
        section('CATEGORY_TILES', {
          heading: 'Shop the look',
          tiles: [
            {
              __typename: 'HomeTile',
              title: 'Sarees',
              caption: '',
              imageUrl: '/images/tiles/saree.svg',
              link: '/women/clothing/saree',
            },
          ],
        }),
      ],
    };
    server.use(
      graphql.query('HomePage', () => HttpResponse.json({ data: { homePage: layout } })),
      graphql.query('ProductRow', ({ variables }) =>
        HttpResponse.json({
          data: {
            productRow: (variables.source as { productIds: string[] }).productIds.map((id) =>
              productCard(id, { title: `Picked ${id}` }),
            ),
          },
        }),
      ),
    );
    renderWithProviders(<HomePage />);
    const row = await screen.findByRole('region', { name: 'Diwali picks' });
    await within(row).findAllByRole('link');
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/product/id/p1', '/product/id/p2']));
    expect(screen.getByRole('link', { name: 'Diwali sale' })).toHaveAttribute('href', '/collections/diwali');
    expect(screen.getByRole('link', { name: /Sarees/ })).toHaveAttribute('href', '/women/clothing/saree');
    expect(screen.queryByRole('region', { name: "Men's kurta" })).not.toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    server.use(graphql.query('HomeRow', () => HttpResponse.json({ errors: [{ message: 'Database is down' }] })));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Could not load products')).toBeInTheDocument();
  });
});
