import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import AdminPage from './admin-page';

const CHECK_URL = '/api/admin/members/member-7/dbs-check';

function serveDbsChecks() {
  let check: unknown = null;
  return routeFetch({
    '/api/members/search': () =>
      serviceResponse(200, {
        members: [{ id: 'member-7', firstName: 'Priya', lastName: 'Shah', profileImageUrl: null }],
      }),
    [CHECK_URL]: (call) => {
      if (call.method === 'PUT') {
        const body = JSON.parse(String(call.body)) as { certificateNumber: string; issuedOn: string };
        check = {
          memberId: 'member-7',
          certificateLast4: body.certificateNumber.slice(-4),
          issuedOn: body.issuedOn,
          recordedAt: '2026-11-24T09:00:00.000Z',
        };
        return serviceResponse(200, check);
      }
      if (call.method === 'DELETE') {
        check = null;
        return serviceResponse(200, { memberId: 'member-7' });
      }
      return serviceResponse(200, check);
    },
  });
}

async function chooseMember() {
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=dbs-checks', path: '/admin' });
  await userEvent.type(screen.getByLabelText('Find a member by name'), 'Pri');
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Priya Shah' }));
  await flushPromises();
}

it('records an enhanced DBS check for the chosen member, then revokes it', async () => {
  const calls = serveDbsChecks();
  await chooseMember();
  expect(screen.getByTestId('dbs-current')).toHaveTextContent('No enhanced DBS check recorded.');

  await userEvent.type(screen.getByLabelText('Certificate number'), '0012 3456 7890');
  await userEvent.type(screen.getByLabelText('Issue date'), '2026-03-02');
  await userEvent.click(screen.getByRole('button', { name: 'Record DBS check' }));
  await flushPromises();

  const put = calls.find((call) => call.method === 'PUT');
  expect(JSON.parse(String(put?.body))).toEqual({ certificateNumber: '001234567890', issuedOn: '2026-03-02' });
  expect(await screen.findByText('DBS check recorded')).toBeInTheDocument();
  expect(await screen.findByText('Certificate ending 7890, issued 2026-03-02')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Revoke DBS check' }));
  await flushPromises();
  expect(calls.some((call) => call.method === 'DELETE' && call.url === CHECK_URL)).toBe(true);
  expect(await screen.findByText('No enhanced DBS check recorded.')).toBeInTheDocument();
});

it('refuses a certificate number that is not 12 digits without calling the server', async () => {
  const calls = serveDbsChecks();
  await chooseMember();

  await userEvent.type(screen.getByLabelText('Certificate number'), '12345');
  await userEvent.type(screen.getByLabelText('Issue date'), '2026-03-02');
  await userEvent.click(screen.getByRole('button', { name: 'Record DBS check' }));

  expect(await screen.findByText('Please enter the 12-digit DBS certificate number')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});
