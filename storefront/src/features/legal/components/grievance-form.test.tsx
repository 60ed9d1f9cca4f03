import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/render';
import type { FileGrievanceMutationVariables } from '../../../graphql/graphql';
import { GrievanceForm } from './grievance-form';
import { aProfile, meReturns, signIn } from '../../../test/session-fixtures';

configure({ asyncUtilTimeout: 5000 });

const filed: FileGrievanceMutationVariables[] = [];
const server = setupServer(
  graphql.mutation<object, FileGrievanceMutationVariables>('FileGrievance', ({ variables }) => {
    filed.push(variables);
    if (!variables.input.name.trim()) {
      const fields = { name: 'Your name is required', subject: 'The subject is required' };
      return HttpResponse.json({
        errors: [{ message: 'Your name is required', extensions: { code: 'BAD_USER_INPUT', fields } }],
      });
    }
    return HttpResponse.json({
      data: {
        fileGrievance: {
          __typename: 'GrievanceReceipt',
          reference: 'GRV-AB23CD45',
          receivedAt: '2026-11-28T06:00:00.000Z',
          resolveBy: '2026-12-28T06:00:00.000Z',
          officerName: 'Ananya Rao',
          officerDesignation: 'Grievance Officer',
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('the grievance form', () => {
  it('shows each wrong field under its input, then the reference once filed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GrievanceForm />, '/policies/grievance');
    await user.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('The subject is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Kavya Menon');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'kavya@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Order number (optional)' }), '#IHIR5KE0');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Refund not received');
    await user.type(screen.getByRole('textbox', { name: /Your complaint/ }), 'Picked up two weeks ago.');
    await user.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText('Your reference is GRV-AB23CD45')).toBeInTheDocument();
    expect(screen.getByText(/Ananya Rao, Grievance Officer, will resolve it by 28 December 2026/)).toBeInTheDocument();
    expect(filed.at(-1)!.input).toEqual({
      name: 'Kavya Menon',
      email: 'kavya@example.com',
      orderNumber: '#IHIR5KE0',
      subject: 'Refund not received',
      message: 'Picked up two weeks ago.',
    });
    await user.click(screen.getByRole('button', { name: 'File another grievance' }));
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
  });

  it('fills in a signed-in shopper’s name and e-mail', async () => {
    server.use(meReturns(aProfile({ firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' })));
    signIn();
    renderWithProviders(<GrievanceForm />, '/policies/grievance');
    expect(await screen.findByDisplayValue('Asha Verma')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('asha@example.in');
  });
});
