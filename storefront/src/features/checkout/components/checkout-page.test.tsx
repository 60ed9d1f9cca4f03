import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import type {
  CheckoutAddressesQuery,
  CreateOrderMutation,
  CreateOrderMutationVariables,
} from '../../../graphql/graphql';
import { CheckoutPage } from './checkout-page';
import type { WithTypenames } from '../../../test/typenames';
import { aProfile, meReturns } from '../../../test/session-fixtures';

configure({ asyncUtilTimeout: 5000 });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const routes: RouteObject[] = [
  {
    path: '/checkout',
    element: (
      <>
        <CheckoutPage />
        <Where />
      </>
    ),
  },
  { path: '*', element: <Where /> },
];

const saved = {
  __typename: 'Address' as const,
  id: 'a1',
  firstName: 'Asha',
  lastName: 'Verma',
  streetAddress: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  mobile: '9876543210',
  landmark: '',
  addressType: 'HOME',
  // Not the default: the form starts empty (a default one is chosen at once, see below).
  isDefault: false,
};

const server = setupServer(
  graphql.query<WithTypenames<CheckoutAddressesQuery>>('CheckoutAddresses', () =>
    HttpResponse.json({ data: { me: { __typename: 'User', id: 'u1', addresses: [saved] } } }),
  ),
  // The form takes the name and mobile from the account; Deliver Here reloads it as well.
  meReturns(aProfile({ firstName: 'Asha', lastName: 'Verma', addresses: [saved] })),
  graphql.query('DeliveryStates', () =>
    HttpResponse.json({ data: { deliveryStates: ['Goa', 'Karnataka', 'West Bengal'] } }),
  ),
  graphql.query('PinLookup', ({ variables }) =>
    HttpResponse.json({
      data: {
        deliveryCheck: {
          __typename: 'DeliveryCheck',
          pin: variables.pin,
          states: [variables.pin === '560001' ? 'Karnataka' : 'West Bengal'],
          city: variables.pin === '560001' ? 'Bengaluru' : 'Kolkata',
        },
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('jwt', 'token'));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const deliverHere = () => screen.getByRole('button', { name: 'Deliver Here' });

async function fillAddress(mobile: string) {
  const user = userEvent.setup();
  // PIN first: six digits fill the city and the state.
  await user.type(await screen.findByLabelText(/^PIN Code/), '70a0016');
  await waitFor(() => expect(screen.getByLabelText(/^City\/Town/)).toHaveValue('Kolkata'));
  // The searchable Select shows its value a render later.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('West Bengal'));
  // Name and mobile came from the account: this order goes to someone else.
  await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Asha'));
  for (const [label, value] of [
    [/^First Name/, 'Ravi'],
    [/^Last Name/, 'Kumar'],
    [/^Mobile Number/, mobile],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), '4 Park Street');
  await user.tab();
  return user;
}

describe('CheckoutPage, address step', () => {
  it('shows the four steps with Delivery Address current', async () => {
    renderRoutes(routes, '/checkout?step=2');
    const steps = await screen.findAllByRole('button', { name: /Login|Delivery Address|Order Summery|Payment/ });
    expect(steps.map((s) => s.textContent?.replace(/^\d/, ''))).toEqual([
      'Login',
      'Delivery Address',
      'Order Summery',
      'Payment',
    ]);
    expect(steps[0]).toHaveAttribute('data-completed');
    expect(steps[1]).toHaveAttribute('data-progress');
    expect(screen.getByRole('form', { name: 'Delivery address' })).toBeInTheDocument();
  });

  it("refuses a mobile number that is not 10 digits with the shop's message, and keeps Deliver Here disabled", async () => {
    renderRoutes(routes, '/checkout?step=2');
    const user = await fillAddress('98765');
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(deliverHere()).toBeDisabled();

    // Input stops at 10 characters; ten digits clear the message.
    await user.type(screen.getByLabelText(/^Mobile Number/), '4321099');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('9876543210');
    expect(screen.queryByText('Please enter a valid 10-digit mobile number')).not.toBeInTheDocument();
    expect(deliverHere()).toBeEnabled();
    // Only digits reach the PIN code.
    expect(screen.getByLabelText(/^PIN Code/)).toHaveValue('700016');
  });

  it('keeps Deliver Here disabled while a field is empty', async () => {
    renderRoutes(routes, '/checkout?step=2');
    const user = await fillAddress('9876543210');
    expect(deliverHere()).toBeEnabled();
    await user.clear(screen.getByLabelText(/^City\/Town/));
    expect(deliverHere()).toBeDisabled();
  });

  it('creates the order with the address and an idempotency key, then moves to step 3 for that order', async () => {
    let sent: CreateOrderMutationVariables | undefined;
    server.use(
      graphql.mutation<WithTypenames<CreateOrderMutation>, CreateOrderMutationVariables>(
        'CreateOrder',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({ data: { createOrder: { __typename: 'Order', id: 'order-7' } } });
        },
      ),
      graphql.query('CheckoutOrder', () => HttpResponse.json({ errors: [{ message: 'not here' }] })),
    );
    renderRoutes(routes, '/checkout?step=2');
    const user = await fillAddress('9876543210');
    await user.click(screen.getByLabelText('Save Address'));
    await user.click(deliverHere());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout?step=3&order_id=order-7'));
    expect(sent).toMatchObject({
      address: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        streetAddress: '4 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zipCode: '700016',
        mobile: '9876543210',
      },
      saveAddress: true,
    });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same idempotency key when the shopper retries after a failure', async () => {
    const keys: (string | null | undefined)[] = [];
    server.use(
      graphql.mutation<CreateOrderMutation, CreateOrderMutationVariables>('CreateOrder', ({ variables }) => {
        keys.push(variables.idempotencyKey);
        return HttpResponse.json({ errors: [{ message: 'Try again', extensions: { code: 'INTERNAL' } }] });
      }),
    );
    renderRoutes(routes, '/checkout?step=2');
    const user = await fillAddress('9876543210');
    await user.click(deliverHere());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
    await user.click(deliverHere());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the server’s message under the field it names', async () => {
    server.use(
      graphql.mutation('CreateOrder', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Enter a 6-digit PIN code',
              extensions: { code: 'BAD_USER_INPUT', field: 'zipCode' },
            },
          ],
        }),
      ),
    );
    renderRoutes(routes, '/checkout?step=2');
    const user = await fillAddress('9876543210');
    await user.click(deliverHere());
    const pin = screen.getByLabelText(/^PIN Code/);
    await waitFor(() => expect(pin).toHaveAccessibleDescription(expect.stringContaining('Enter a 6-digit PIN code')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts with the name and mobile of the account', async () => {
    renderRoutes(routes, '/checkout?step=2');
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Asha'));
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Verma');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('9876543210');
    expect(screen.getByLabelText(/^PIN Code/)).toHaveValue('');
  });

  it('starts with the default saved address chosen', async () => {
    server.use(
      graphql.query<WithTypenames<CheckoutAddressesQuery>>('CheckoutAddresses', () =>
        HttpResponse.json({
          data: { me: { __typename: 'User', id: 'u1', addresses: [{ ...saved, isDefault: true }] } },
        }),
      ),
    );
    renderRoutes(routes, '/checkout?step=2');
    const chosen = await screen.findByRole('button', { name: /Use the address of Asha Verma, Bengaluru/ });
    await waitFor(() => expect(chosen).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByLabelText(/^PIN Code/)).toHaveValue('560001');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('12 MG Road');
    expect(deliverHere()).toBeEnabled();
  });

  it('fills the form from the address book', async () => {
    renderRoutes(routes, '/checkout?step=2');
    await userEvent.click(await screen.findByRole('button', { name: /Use the address of Asha Verma, Bengaluru/ }));
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/^PIN Code/)).toHaveValue('560001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka'));
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('9876543210');
    expect(screen.getByLabelText('Save Address')).not.toBeChecked();
    expect(deliverHere()).toBeEnabled();
  });

  it('asks a visitor to log in', () => {
    localStorage.clear();
    renderRoutes(routes, '/checkout?step=2');
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
  });
});
