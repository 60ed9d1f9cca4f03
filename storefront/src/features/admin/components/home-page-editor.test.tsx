import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import { HomePageEditor } from './home-page-editor';

configure({ asyncUtilTimeout: 5000 });

// A shop that never saved a home page: shoppers see the built-in one, so the editor opens on it.
const server = setupServer(
  graphql.query('AdminHomeDraft', () => HttpResponse.json({ data: { adminHomeDraft: null, homePage: null } })),
  graphql.query('AdminCollections', () => HttpResponse.json({ data: { adminCollections: [] } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('HomePageEditor', () => {
  it('opens on the home page shoppers see (the built-in one), not on "no sections"', async () => {
    renderRoutes([{ path: '/admin/home', element: <HomePageEditor /> }], '/admin/home');
    const row = await screen.findByRole('region', { name: 'Section 2: Product row' });
    expect(screen.getByRole('region', { name: 'Section 1: Banner slider' })).toBeInTheDocument();
    expect(row.querySelector('input[value="Men\'s kurta"]')).not.toBeNull();
    expect(screen.getByText('Shoppers see the built-in home page')).toBeInTheDocument();
    expect(screen.queryByText(/no sections/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
