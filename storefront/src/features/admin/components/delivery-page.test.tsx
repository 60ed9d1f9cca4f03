import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type {
  AdminDeliverySettingsQuery,
  AdminUpdateDeliverySettingsMutation,
  AdminUpdateDeliverySettingsMutationVariables,
} from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { DeliveryPage } from './delivery-page';

configure({ asyncUtilTimeout: 5000 });

let settings = {
  __typename: 'DeliverySettings' as const,
  freeDeliveryThreshold: 49900,
  deliveryCharge: 0,
  defaultDeliveryDays: 5,
  codEnabled: false,
  updatedAt: null as string | null,
};
const saved: AdminUpdateDeliverySettingsMutationVariables[] = [];
const server = setupServer(
  graphql.query<WithTypenames<AdminDeliverySettingsQuery>>('AdminDeliverySettings', () =>
    HttpResponse.json({ data: { deliverySettings: settings } }),
  ),
  graphql.query('AdminDeliveryPins', () =>
    HttpResponse.json({
      data: {
        adminDeliveryPins: {
          __typename: 'DeliveryPinPage',
          totalElements: 2,
          totalPages: 1,
          pageNumber: 1,
          content: [
            { __typename: 'DeliveryPin', code: '40', codAllowed: true, days: 3 },
            { __typename: 'DeliveryPin', code: '560001', codAllowed: false, days: 2 },
          ],
        },
      },
    }),
  ),
  graphql.mutation<WithTypenames<AdminUpdateDeliverySettingsMutation>, AdminUpdateDeliverySettingsMutationVariables>(
    'AdminUpdateDeliverySettings',
    ({ variables }) => {
      saved.push(variables);
      if (variables.input.deliveryCharge! > 1_000_000) {
        return HttpResponse.json({
          errors: [
            {
              message: 'The delivery charge must be a whole number of paise from 0 to 10000000',
              extensions: { code: 'BAD_USER_INPUT', field: 'deliveryCharge' },
            },
          ],
        });
      }
      settings = { ...settings, ...variables.input, updatedAt: '2026-11-28T00:00:00.000Z' } as typeof settings;
      return HttpResponse.json({ data: { adminUpdateDeliverySettings: settings } });
    },
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const routes = [{ path: '/admin/delivery', element: <DeliveryPage /> }];

describe('the back office Delivery page', () => {
  it('shows the settings in rupees and saves a ₹49 charge below ₹499 as paise', async () => {
    renderRoutes(routes, '/admin/delivery');
    const threshold = await screen.findByLabelText('Free delivery from (₹)');
    expect(threshold).toHaveValue('499');
    const charge = screen.getByLabelText('Charge below it (₹)');
    expect(charge).toHaveValue('0');
    await userEvent.clear(charge);
    await userEvent.type(charge, '49');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: ₹49.00 below ₹499.00, free above.');
    expect(saved.at(-1)).toEqual({
      input: { freeDeliveryThreshold: 49900, deliveryCharge: 4900, defaultDeliveryDays: 5, codEnabled: false },
    });
  });

  it('lists the PIN codes, a prefix saying what it covers', async () => {
    renderRoutes(routes, '/admin/delivery');
    const table = await screen.findByRole('table', { name: 'PIN code list' });
    expect(table).toHaveTextContent('40… (every PIN code starting 40)');
    expect(table).toHaveTextContent('560001No2');
    expect(screen.getByRole('button', { name: 'Remove 560001' })).toBeInTheDocument();
    expect(screen.getByText('2 codes')).toBeInTheDocument();
  });

  it('shows the server’s message under the field it names', async () => {
    renderRoutes(routes, '/admin/delivery');
    const charge = await screen.findByLabelText('Charge below it (₹)');
    await userEvent.clear(charge);
    await userEvent.type(charge, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The delivery charge must be a whole number/)).toBeInTheDocument();
  });
});
