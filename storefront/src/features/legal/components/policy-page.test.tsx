import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import { PolicyPage } from './policy-page';

const routes = [{ path: '/policies/:policy', element: <PolicyPage /> }];

// The shop's details as a new shop has them (the defaults), and its return window set to 15 days.
const server = setupServer(
  graphql.query('ShopDetails', () =>
    HttpResponse.json({
      data: {
        shopDetails: null,
        returnWindowDays: 15,
        returnDeliveryRefundRule: 'The delivery charge is refunded only when the whole order comes back.',
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the policy pages', () => {
  it('name the grievance officer with the 48-hour acknowledgement and one-month redress the rules ask for', async () => {
    renderRoutes(routes, '/policies/grievance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeInTheDocument();
    expect(screen.getByText(/Ananya Rao, Grievance Officer, Kapda Retail Private Limited/)).toBeInTheDocument();
    expect(screen.getByText(/acknowledge every complaint within 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/resolve it within one month/)).toBeInTheDocument();
    // The form the rules' complaint needs, on the same page (grievance-form.test.tsx files one).
    expect(screen.getByRole('form', { name: 'File a grievance' })).toBeInTheDocument();
  });

  it('list every policy and move between them', async () => {
    renderRoutes(routes, '/policies/terms');
    const nav = await screen.findByRole('navigation', { name: 'Policies' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Terms of Use',
      'Privacy Policy',
      'Returns & Exchanges',
      'Shipping',
      'Payments',
      'Grievance Redressal',
    ]);
    expect(within(nav).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Returns & Exchanges' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeInTheDocument();
  });

  it('describe the self-service returns and exchanges with the shop’s own window, never an e-mail to support', async () => {
    renderRoutes(routes, '/policies/returns');
    const article = await screen.findByRole('article');
    await within(article).findByText(/For 15 days after an order is delivered/);
    expect(article).toHaveTextContent('"Return or exchange" button');
    expect(article).toHaveTextContent('keeps the size you choose aside for you at once');
    expect(article).toHaveTextContent('you can cancel the request from the order page');
    expect(article).toHaveTextContent('The delivery charge is refunded only when the whole order comes back.');
    expect(article).not.toHaveTextContent(/7 days/);
    expect(article).not.toHaveTextContent(/write to|e-?mail (us|support)/i);
  });

  it('answer an unknown policy with the not-found page', async () => {
    renderRoutes(routes, '/policies/nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'This page is off the rack' })).toBeInTheDocument();
  });
});
