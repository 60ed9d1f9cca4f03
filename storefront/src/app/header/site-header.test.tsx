import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../test/render';
import { navigationData } from '../../features/catalog/testing/fixtures';
import { SiteHeader } from './site-header';

const server = setupServer(graphql.query('Navigation', () => HttpResponse.json({ data: navigationData })));
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('SiteHeader', () => {
  it('promises free delivery over ₹499', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByText('Free delivery on orders over ₹499')).toBeInTheDocument();
  });

  it('shows the signed-in shopper’s number of units on the cart link, and no badge without one', () => {
    const { unmount } = renderWithProviders(<SiteHeader cartCount={3} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    unmount();
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('builds the flyout from the navigation query, linking items to /{category}/{section}/{href}', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByText('Company')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Women' }));
    expect(within(nav).getByRole('link', { name: 'Lehenga Choli' })).toHaveAttribute('href', '/women/clothing/lehenga');
    // Brand entries and "Browse All" have no target, so they are text, not links.
    expect(within(nav).getByText('Gucci').closest('a')).toBeNull();
    expect(within(nav).getByText('Browse All').closest('a')).toBeNull();
    expect(within(nav).getByAltText('Dresses and bags')).toBeInTheDocument();
  });

  it("keeps each category's own sections although their ids repeat (Women's and Men's clothing)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(within(nav).getByRole('button', { name: 'Men' }));
    expect(within(nav).getByRole('link', { name: 'Kurtas' })).toHaveAttribute('href', '/men/clothing/mens_kurta');
    expect(within(nav).queryByRole('link', { name: 'Lehenga Choli' })).toBeNull();
  });

  it('shows the same menu in the mobile drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('tab', { name: 'Men' }));
    expect(within(drawer).getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/men/accessories/shoes');
  });

  it('links the cart button to /cart and shows the count it is given', () => {
    renderWithProviders(<SiteHeader cartCount={3} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('searches through /search?q=', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'silk saree{Enter}');
    expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveValue('silk saree');
  });
});
