import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { AdminUpdateShopDetailsMutationVariables } from '../../../graphql/graphql';
import { ShopDetailsPage } from './shop-details-page';

configure({ asyncUtilTimeout: 5000 });

let details = {
  __typename: 'ShopDetails' as const,
  legalName: 'Kapda Retail Private Limited',
  gstin: '29AAHCK1234M1ZA',
  address: '4th Floor, 21 Residency Road, Bengaluru, Karnataka 560025',
  careEmail: 'support@kapda.in',
  carePhone: '+91 80 4123 4567',
  careHours: '10 am to 7 pm India time, Monday to Saturday',
  grievanceName: 'Ananya Rao',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@kapda.in',
  grievancePhone: '+91 80 4123 4568',
  updatedAt: null as string | null,
};
const saved: AdminUpdateShopDetailsMutationVariables[] = [];
const server = setupServer(
  graphql.query('AdminShopDetails', () => HttpResponse.json({ data: { shopDetails: details } })),
  graphql.query('ShopDetails', () => HttpResponse.json({ data: { shopDetails: details } })),
  graphql.mutation<object, AdminUpdateShopDetailsMutationVariables>('AdminUpdateShopDetails', ({ variables }) => {
    saved.push(variables);
    if (variables.input.gstin === '29AAHCK1234M1ZB') {
      return HttpResponse.json({
        errors: [
          {
            message: 'The GSTIN is not valid: its check character is B, but the first 14 characters give A',
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'gstin',
              fields: { gstin: 'The GSTIN is not valid: its check character is B, but the first 14 characters give A' },
            },
          },
        ],
      });
    }
    details = { ...details, ...variables.input, updatedAt: '2026-11-28T00:00:00.000Z' } as typeof details;
    return HttpResponse.json({ data: { adminUpdateShopDetails: details } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const routes = [{ path: '/admin/shop-details', element: <ShopDetailsPage /> }];

describe('the back office Shop details page', () => {
  it('shows the details and saves a new grievance officer', async () => {
    renderRoutes(routes, '/admin/shop-details');
    const name = await screen.findByLabelText(/Grievance officer’s name/);
    expect(name).toHaveValue('Ananya Rao');
    await userEvent.clear(name);
    await userEvent.type(name, 'Meera Iyer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Saved/);
    expect(saved.at(-1)?.input).toMatchObject({ grievanceName: 'Meera Iyer', gstin: '29AAHCK1234M1ZA' });
  });

  it('shows the server’s message under the field it names', async () => {
    renderRoutes(routes, '/admin/shop-details');
    const gstin = await screen.findByLabelText(/GSTIN/);
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '29AAHCK1234M1ZB');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/its check character is B/)).toBeInTheDocument();
  });
});
