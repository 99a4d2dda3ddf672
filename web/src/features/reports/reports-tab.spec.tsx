import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import AdminPage from '../admin/admin-page';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import type { Report } from './reports-api';

const report = (overrides: Partial<Report>): Report => ({
  id: 'report-1',
  targetType: 'reply',
  targetId: 'reply-1',
  subjectMemberId: 'member-2',
  subjectFirstName: 'Alex',
  reporterFirstName: 'Rosa',
  reason: 'harassment',
  details: 'Unkind words to me.',
  status: 'open',
  outcome: null,
  adminNote: null,
  excerpt: 'You are a terrible parent',
  createdAt: '2030-03-01T09:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

it('lists reports with their kind, reason, reporter, excerpt and details; resolved ones show the outcome', async () => {
  routeFetch({
    '/api/admin/reports': () =>
      serviceResponse(200, {
        reports: [
          report({}),
          report({
            id: 'report-2',
            targetType: 'member',
            excerpt: null,
            details: null,
            status: 'resolved',
            outcome: 'warn',
          }),
        ],
      }),
  });
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=reports', path: '/admin' });

  const open = screen.getByRole('article', { name: 'Forum reply report about Alex' });
  expect(within(open).getByRole('heading', { name: 'Forum reply: Harassment' })).toBeInTheDocument();
  expect(within(open).getByText(/Reported by Rosa/)).toBeInTheDocument();
  expect(within(open).getByText('You are a terrible parent')).toBeInTheDocument();
  expect(within(open).getByText('Unkind words to me.')).toBeInTheDocument();
  expect(within(open).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();

  const resolved = screen.getByRole('article', { name: 'Member report about Alex' });
  expect(within(resolved).getByText('Warn member')).toBeInTheDocument();
  expect(within(resolved).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
});

it('offers no content removal for a member, and resolves with the chosen outcome and note', async () => {
  let resolved = false;
  const calls = routeFetch({
    '/api/admin/reports/report-1/resolve': () => {
      resolved = true;
      return serviceResponse(200, { resolved: true });
    },
    '/api/admin/reports': () =>
      serviceResponse(200, {
        reports: [report({ targetType: 'member', ...(resolved ? { status: 'resolved', outcome: 'suspend' } : {}) })],
      }),
  });
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=reports', path: '/admin' });

  const outcome = screen.getByLabelText('Outcome');
  expect(
    within(outcome)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Dismiss', 'Warn member', 'Suspend member']);
  await userEvent.selectOptions(outcome, 'suspend');
  await userEvent.type(screen.getByLabelText('Note (optional)'), 'Repeated harassment');
  await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
  await flushPromises();

  const posted = calls.filter((call) => call.method === 'POST');
  expect(posted.map((call): [string, unknown] => [call.url, JSON.parse(String(call.body))])).toEqual([
    ['/api/admin/reports/report-1/resolve', { outcome: 'suspend', note: 'Repeated harassment' }],
  ]);
  expect(await screen.findByText('Report Resolved')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
});

it("says 'Failed to resolve report' with the server's reason", async () => {
  routeFetch({
    '/api/admin/reports/report-1/resolve': () => serviceResponse(409, { message: 'This report is already resolved.' }),
    '/api/admin/reports': () => serviceResponse(200, { reports: [report({})] }),
  });
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=reports', path: '/admin' });
  await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
  await flushPromises();

  expect(await screen.findByText('Failed to resolve report')).toBeInTheDocument();
  expect(screen.getByText('This report is already resolved.')).toBeInTheDocument();
});
