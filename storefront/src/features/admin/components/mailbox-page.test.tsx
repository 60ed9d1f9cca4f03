import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { AdminMailsQueryVariables } from '../../../graphql/graphql';
import { MailboxPage } from './mailbox-page';
import { MailViewPage } from './mail-view-page';

const mail = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Mail',
  id,
  kind: 'order-placed',
  to: 'asha@example.com',
  subject: `Your Kapda order #${id.toUpperCase()} is placed`,
  status,
  attempts: status === 'KEPT' ? 0 : 1,
  lastError: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  sentAt: status === 'SENT' ? '2026-03-02T10:00:02.000Z' : null,
  ...extra,
});

const asked: AdminMailsQueryVariables[] = [];
const server = setupServer(
  graphql.query<never, AdminMailsQueryVariables>('AdminMails', ({ variables }) => {
    asked.push(variables);
    const all = [
      mail('m1', 'SENT'),
      mail('m2', 'FAILED', { to: 'nobody@example.com', lastError: '550 mailbox unavailable' }),
    ];
    const content = variables.status ? all.filter((m) => variables.status!.includes(m.status as never)) : all;
    return HttpResponse.json({
      data: { adminMails: { __typename: 'MailPage', totalPages: 1, totalElements: content.length, content } },
    });
  }),
  graphql.query('AdminMail', () =>
    HttpResponse.json({
      data: {
        adminMail: {
          ...mail('m1', 'KEPT'),
          nextAttemptAt: '2026-03-02T10:00:00.000Z',
          orderId: 'order-1',
          html: '<!doctype html><html><body><h1>Thank you</h1><script>parent.alert(1)</script></body></html>',
          text: 'Thank you, Asha: your order is placed',
        },
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

const routes = [
  { path: '/admin/mailbox', element: <MailboxPage /> },
  { path: '/admin/mailbox/:mailId', element: <MailViewPage /> },
];

describe('the admin mailbox', () => {
  it('lists the mails with status, tries and the last error, and filters by status', async () => {
    renderRoutes(routes, '/admin/mailbox');
    const failed = await screen.findByRole('row', { name: 'Your Kapda order #M2 is placed' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(failed).getByText('nobody@example.com')).toBeInTheDocument();
    const sent = screen.getByRole('row', { name: 'Your Kapda order #M1 is placed' });
    expect(within(sent).getByText('Sent')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Show mails', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /#M1/ })).not.toBeInTheDocument());
    expect(asked.at(-1)).toMatchObject({ status: ['FAILED'], pageNumber: 1 });
  });

  it('opens a mail: its HTML in a sandboxed frame without scripts, or its plain text', async () => {
    renderRoutes(routes, '/admin/mailbox');
    await userEvent.click(await screen.findByRole('link', { name: 'Your Kapda order #M1 is placed' }));
    const frame = await screen.findByTitle('The mail "Your Kapda order #M1 is placed"');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Thank you</h1>');
    expect(screen.getByText(/Not sent: no SMTP server is set/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the order' })).toHaveAttribute('href', '/admin/orders/order-1');

    await userEvent.click(screen.getByText('Plain text'));
    expect(await screen.findByText('Thank you, Asha: your order is placed')).toBeInTheDocument();
  });
});
