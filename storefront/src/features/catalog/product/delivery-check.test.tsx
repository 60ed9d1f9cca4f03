import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DeliveryCheckQuery, DeliveryCheckQueryVariables } from '../../../graphql/graphql';
import { renderWithProviders } from '../../../test/render';
import type { WithTypenames } from '../../../test/typenames';
import { DeliveryCheck } from './delivery-check';

configure({ asyncUtilTimeout: 5000 });

const asked: string[] = [];
const server = setupServer(
  graphql.query<WithTypenames<DeliveryCheckQuery>, DeliveryCheckQueryVariables>('DeliveryCheck', ({ variables }) => {
    asked.push(variables.pin);
    if (variables.pin === '999999') {
      return HttpResponse.json({
        errors: [
          { message: 'There is no PIN code 999999 in India', extensions: { code: 'BAD_USER_INPUT', field: 'pin' } },
        ],
      });
    }
    const served = variables.pin.startsWith('56');
    return HttpResponse.json({
      data: {
        deliveryCheck: {
          __typename: 'DeliveryCheck',
          pin: variables.pin,
          serviceable: served,
          codAvailable: served,
          deliveryBy: served ? '2026-12-01' : null,
          message: served
            ? 'Delivery by Tuesday, 1 December · Cash on delivery available'
            : `We do not deliver to ${variables.pin} yet`,
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  asked.length = 0;
});
afterAll(() => server.close());

describe('Check delivery on the product page', () => {
  it('says when it arrives and whether cash on delivery is possible, and remembers the PIN for the visit', async () => {
    const first = renderWithProviders(<DeliveryCheck />);
    const input = screen.getByRole('textbox', { name: 'PIN code' });
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    await userEvent.type(input, '56a0001');
    expect(input).toHaveValue('560001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Delivery by Tuesday, 1 December · Cash on delivery available',
    );
    first.unmount();

    // Another product page in the same visit checks the remembered PIN code by itself.
    renderWithProviders(<DeliveryCheck />);
    expect(await screen.findByRole('status')).toHaveTextContent('Delivery by Tuesday, 1 December');
    expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveValue('560001');
    expect(asked).toEqual(['560001', '560001']);
  });

  it('says plainly where the shop does not deliver, and names a PIN code that does not exist', async () => {
    renderWithProviders(<DeliveryCheck />);
    const input = screen.getByRole('textbox', { name: 'PIN code' });
    await userEvent.type(input, '110001{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('We do not deliver to 110001 yet');
    await userEvent.clear(input);
    await userEvent.type(input, '999999{Enter}');
    expect(await screen.findByText('There is no PIN code 999999 in India')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
