import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { AdminGstMonthQuery, AdminGstMonthQueryVariables } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { GstPage } from './gst-page';

const amounts = (taxable: number, igst: number) => ({
  __typename: 'GstAmounts' as const,
  taxable,
  cgst: 0,
  sgst: 0,
  igst,
  total: taxable + igst,
});

const asked: string[] = [];
const csvCalls: (string | null)[] = [];
const server = setupServer(
  graphql.query<WithTypenames<AdminGstMonthQuery>, AdminGstMonthQueryVariables>('AdminGstMonth', ({ variables }) => {
    asked.push(variables.month);
    return HttpResponse.json({
      data: {
        adminGstMonth: {
          __typename: 'GstMonth',
          month: variables.month,
          invoices: 3,
          creditNotes: 1,
          csvUrl: `/api/admin/gst/${variables.month}.csv`,
          rates: [
            {
              __typename: 'GstRateSummary',
              rate: 5,
              invoiced: amounts(236476, 11824),
              credited: amounts(0, 0),
            },
            {
              __typename: 'GstRateSummary',
              rate: 18,
              invoiced: amounts(246695, 44405),
              credited: amounts(246695, 44405),
            },
          ],
        },
      },
    });
  }),
  http.get('*/api/admin/gst/:file', ({ request }) => {
    csvCalls.push(request.headers.get('authorization'));
    return new HttpResponse('Document,Number\r\n', { headers: { 'content-type': 'text/csv' } });
  }),
);
const saved: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  asked.length = 0;
  csvCalls.length = 0;
  saved.length = 0;
  localStorage.setItem('jwt', 'admin-token');
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const routes = [{ path: '/admin/gst', element: <GstPage /> }];

describe('the GST screen', () => {
  it('on a phone, shows every figure of each rate on its own labelled line, nothing cut off', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width') })) as typeof wide;
    try {
      renderRoutes(routes, '/admin/gst?month=2026-03');
      const rate = await screen.findByRole('region', { name: '18%' });
      for (const term of ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total']) {
        expect(
          within(rate)
            .getAllByRole('term')
            .filter((t) => t.textContent === term),
        ).toHaveLength(2);
      }
      expect(within(rate).getAllByText('₹2,911.00')).toHaveLength(2);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it("shows the month's totals by rate, invoiced and credited", async () => {
    renderRoutes(routes, '/admin/gst?month=2026-05');
    const table = await screen.findByRole('table', { name: 'Totals by rate' });
    const invoiced18 = within(table).getByRole('row', { name: '18% invoiced' });
    expect(invoiced18).toHaveTextContent('₹2,466.95');
    expect(invoiced18).toHaveTextContent('₹2,911.00');
    expect(within(table).getByRole('row', { name: '5% credited' })).toHaveTextContent('₹0.00');
    expect(screen.getByText(/3 invoices and 1 credit note issued/)).toBeInTheDocument();
    expect(asked).toEqual(['2026-05']);
  });

  it('another month is asked for when chosen, and its CSV downloads with the bearer token', async () => {
    renderRoutes(routes, '/admin/gst?month=2026-05');
    await screen.findByRole('table', { name: 'Totals by rate' });
    const months = screen.getByRole('combobox', { name: 'Month' });
    const earlier = within(months).getAllByRole('option')[1]!.getAttribute('value')!;
    await userEvent.selectOptions(months, earlier);
    await waitFor(() => expect(asked).toContain(earlier));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`gst-${earlier}.csv`]));
    expect(csvCalls).toEqual(['Bearer admin-token']);
  });
});
