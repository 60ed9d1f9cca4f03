import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { anOrder, type AnOrder } from '../../../test/order-fixtures';

type Order = AnOrder;

const paid: Order = anOrder({
  createdAt: '2026-05-10T10:00:00.000Z',
  paidAt: '2026-05-10T10:05:00.000Z',
  invoice: {
    __typename: 'Invoice',
    number: 'INV/2026-27/000042',
    issuedAt: '2026-05-10T10:05:00.000Z',
    url: '/api/orders/order-9/invoice',
  },
});

let order: Order = paid;
const downloads: { authorization: string | null }[] = [];
let invoiceStatus = 200;
const server = setupServer(
  graphql.query('OrderDetail', () => HttpResponse.json({ data: { order } })),
  http.get('*/api/orders/:id/invoice', ({ request }) => {
    downloads.push({ authorization: request.headers.get('authorization') });
    if (invoiceStatus !== 200) {
      return HttpResponse.json({ error: 'gone', message: 'Order order-9 has no invoice' }, { status: invoiceStatus });
    }
    return new HttpResponse('%PDF-1.3 test', { headers: { 'content-type': 'application/pdf' } });
  }),
);
const saved: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no blob addresses and does not navigate: record what the browser would save.
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  order = paid;
  invoiceStatus = 200;
  downloads.length = 0;
  saved.length = 0;
  localStorage.setItem('jwt', 'shopper-token');
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const routes = [{ path: '/account/order/:orderId', element: <OrderDetailPage /> }];

describe('the invoice on the order page', () => {
  it('Download invoice fetches the PDF with the bearer token and saves it under the invoice number', async () => {
    renderRoutes(routes, '/account/order/order-9');
    expect(await screen.findByText(/Invoice INV\/2026-27\/000042/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-27-000042.pdf']));
    expect(downloads).toEqual([{ authorization: 'Bearer shopper-token' }]);
  });

  it('says what went wrong when the download is refused', async () => {
    invoiceStatus = 404;
    renderRoutes(routes, '/account/order/order-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order order-9 has no invoice');
    expect(saved).toEqual([]);
  });

  it('an unpaid order says the invoice comes with the payment, and offers no download', async () => {
    order = { ...paid, status: 'PENDING', paidAt: null, invoice: null };
    renderRoutes(routes, '/account/order/order-9');
    expect(await screen.findByText('The GST invoice is issued when the order is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });
});
