import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type {
  AdminCouponProductSearchQuery,
  AdminCouponsQuery,
  AdminCreateCouponMutationVariables,
  AdminUpdateCouponMutationVariables,
} from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { CouponsPage } from './coupons-page';

configure({ asyncUtilTimeout: 5000 });

const coupon: WithTypenames<AdminCouponsQuery>['adminCoupons'][number] = {
  __typename: 'Coupon',
  id: 'c1',
  code: 'SAVE200',
  title: '₹200 off above ₹1,999',
  automatic: false,
  kind: 'FIXED',
  percent: null,
  amountOff: 20000,
  minGoods: 199900,
  startsAt: null,
  endsAt: '2026-11-02T18:30:00.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  categoryIds: [],
  productIds: ['p-kurta'],
  products: [{ __typename: 'CouponProduct', id: 'p-kurta', title: 'Cotton kurta', brand: 'Fabindia' }],
  onSaleItems: true,
  paused: false,
  usesHeld: 7,
  orders: 7,
  discountGiven: 140000,
  orderIds: ['order-000001'],
};
const sent: AdminCreateCouponMutationVariables[] = [];
const saved: AdminUpdateCouponMutationVariables[] = [];
const searched: (string | null | undefined)[] = [];
const CATALOGUE = [
  { id: 'p-kurta', title: 'Cotton kurta', brand: 'Fabindia' },
  { id: 'p-saree', title: 'Silk saree', brand: 'Nalli' },
  { id: 'p-sherwani', title: 'Wedding sherwani', brand: 'Manyavar' },
];
const server = setupServer(
  graphql.query<WithTypenames<AdminCouponProductSearchQuery>>('AdminCouponProductSearch', ({ variables }) => {
    searched.push(variables.search as string | null);
    const words = String(variables.search ?? '').toLowerCase();
    // Without words, the newest two only: the sherwani is found by searching.
    const content = words
      ? CATALOGUE.filter((p) => `${p.title} ${p.brand} ${p.id}`.toLowerCase().includes(words))
      : CATALOGUE.slice(0, 2);
    return HttpResponse.json({
      data: {
        adminProductChoices: content.map((p) => ({ __typename: 'Product', ...p })),
      },
    });
  }),
  graphql.mutation<never, AdminUpdateCouponMutationVariables>('AdminUpdateCoupon', ({ variables }) => {
    saved.push(variables);
    return HttpResponse.json({
      data: { adminUpdateCoupon: { __typename: 'Coupon', id: variables.id, code: variables.input.code } },
    });
  }),
  graphql.query<WithTypenames<AdminCouponsQuery>>('AdminCoupons', () =>
    HttpResponse.json({ data: { adminCoupons: [coupon] } }),
  ),
  graphql.mutation<never, AdminCreateCouponMutationVariables>('AdminCreateCoupon', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({
      errors: [
        {
          message: 'A percent cannot be over 100',
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'percent',
            fields: { percent: 'A percent cannot be over 100', minGoods: 'Minimum cannot be negative' },
          },
        },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const routes = [{ path: '/admin/coupons', element: <CouponsPage /> }];

describe('the coupons page', () => {
  it('lists each coupon with its uses so far, the discount given and its state', async () => {
    renderRoutes(routes, '/admin/coupons');
    await screen.findByText('SAVE200');
    expect(screen.getByText('7 of 100')).toBeTruthy();
    expect(screen.getByText('₹1,400.00')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('names each wrong field beside itself, as the server says', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'big');
    await user.type(screen.getByRole('textbox', { name: 'What the shopper reads' }), 'Too much');
    await user.type(screen.getByRole('textbox', { name: 'Minimum goods (₹)' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minimum cannot be negative')).toBeTruthy();
    expect(sent.at(-1)?.input).toMatchObject({ code: 'big', minGoods: -500, kind: 'FIXED' });
  });

  it('chooses products with a searchable picker: the chosen stay named, the server searches the words', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Coupon form' });
    // The coupon's product is named, not shown as an id.
    expect(form).toHaveTextContent('Cotton kurta · Fabindia');
    const picker = screen.getByRole('combobox', { name: 'Products' });
    await user.type(picker, 'manyavar');
    await user.click(await screen.findByRole('option', { name: 'Wedding sherwani · Manyavar' }));
    expect(searched).toContain('manyavar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'New coupon' });
    expect(saved.at(-1)).toMatchObject({ id: 'c1', input: { productIds: ['p-kurta', 'p-sherwani'], categoryIds: [] } });
  });
});
