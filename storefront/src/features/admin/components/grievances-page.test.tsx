import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { AdminResolveGrievanceMutationVariables } from '../../../graphql/graphql';
import { ageText, GrievancesPage } from './grievances-page';

configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const grievance = (id: string, createdMsAgo: number, resolveInMs: number) => ({
  __typename: 'Grievance' as const,
  id,
  reference: `GRV-${id.toUpperCase().padEnd(8, 'X')}`,
  name: 'Kavya Menon',
  email: 'kavya@example.in',
  orderNumber: id === 'old' ? '#IHIR5KE0' : null,
  subject: id === 'old' ? 'Refund not received' : 'Rude courier',
  message: 'What happened.',
  signedIn: false,
  status: 'OPEN' as const,
  resolution: null,
  resolvedAt: null,
  createdAt: iso(createdMsAgo),
  resolveBy: new Date(Date.now() + resolveInMs).toISOString(),
});
const resolved: AdminResolveGrievanceMutationVariables[] = [];
const server = setupServer(
  graphql.query('AdminGrievances', () =>
    HttpResponse.json({
      data: {
        adminGrievances: {
          __typename: 'GrievanceList',
          total: 2,
          open: 2,
          items: [grievance('old', 35 * DAY, -4 * DAY), grievance('new', 5 * 3_600_000, 30 * DAY)],
        },
      },
    }),
  ),
  graphql.mutation<object, AdminResolveGrievanceMutationVariables>('AdminResolveGrievance', ({ variables }) => {
    resolved.push(variables);
    return HttpResponse.json({
      data: {
        adminResolveGrievance: {
          __typename: 'Grievance',
          id: variables.id,
          status: 'RESOLVED',
          resolution: variables.resolution,
          resolvedAt: new Date().toISOString(),
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the back office Grievances page', () => {
  it('shows each grievance with its age, marks one past its month overdue, and resolves with a note', async () => {
    renderRoutes([{ path: '/admin/grievances', element: <GrievancesPage /> }], '/admin/grievances');
    const old = await screen.findByRole('article', { name: 'Grievance GRV-OLDXXXXX' });
    expect(within(old).getByText('Overdue')).toBeInTheDocument();
    expect(within(old).getByText(/age 35 days/)).toBeInTheDocument();
    expect(within(old).getByText(/order #IHIR5KE0/)).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'Grievance GRV-NEWXXXXX' });
    expect(within(fresh).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(fresh).getByText(/age 5 hours/)).toBeInTheDocument();

    const button = within(old).getByRole('button', { name: 'Mark resolved' });
    expect(button).toBeDisabled();
    await userEvent.type(within(old).getByRole('textbox', { name: /Resolution note/ }), 'Refund sent by UPI.');
    await userEvent.click(button);
    await screen.findByRole('article', { name: 'Grievance GRV-OLDXXXXX' });
    expect(resolved).toEqual([{ id: 'old', resolution: 'Refund sent by UPI.' }]);
  });

  it('says an age in hours, then days', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(ageText('2026-11-28T11:30:00Z', now)).toBe('under an hour');
    expect(ageText('2026-11-28T11:00:00Z', now)).toBe('1 hour');
    expect(ageText('2026-11-26T13:00:00Z', now)).toBe('47 hours');
    expect(ageText('2026-11-25T12:00:00Z', now)).toBe('3 days');
  });
});
