import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import { PolicyPage } from './policy-page';

const routes = [{ path: '/policies/:policy', element: <PolicyPage /> }];

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
    expect(screen.getByText(/within 7 days of its delivery/)).toBeInTheDocument();
  });

  it('answer an unknown policy with the not-found page', async () => {
    renderRoutes(routes, '/policies/nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'This page is off the rack' })).toBeInTheDocument();
  });
});
