import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import type { ContactQuery } from '../contact/contact-api';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import AdminPage from './admin-page';

const query = (n: number, isResolved = false): ContactQuery => ({
  id: `query-${n}`,
  firstName: `Sender${n}`,
  lastName: 'Parent',
  email: `sender${n}@example.org`,
  subject: `Subject ${n}`,
  message: `Message ${n}`,
  memberId: null,
  isResolved,
  createdAt: '2030-03-01T09:00:00.000Z',
  resolvedAt: isResolved ? '2030-03-01T10:00:00.000Z' : null,
});

const OVERVIEW = {
  members: 12,
  pendingVerifications: 2,
  services: 7,
  bookings: 20,
  openQueries: 4,
  pendingPosts: 1,
  openReports: 3,
};

it('shows the real figures and a preview of 3 unresolved queries on the overview', async () => {
  routeFetch({
    '/api/admin/overview': () => serviceResponse(200, OVERVIEW),
    '/api/contact/queries': () =>
      serviceResponse(200, { queries: [query(1), query(2), query(3), query(4), query(5, true)] }),
  });
  await renderWithProviders(<AdminPage />, { route: '/admin', path: '/admin' });

  const figures = screen.getByRole('list', { name: 'Platform figures' });
  expect(
    within(figures)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Members12',
    'Pending verifications2',
    'Services7',
    'Bookings20',
    'Unresolved queries4',
    'Posts awaiting moderation1',
    'Open reports3',
  ]);
  const preview = screen.getByRole('region', { name: 'Unresolved queries' });
  expect(
    within(preview)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label')),
  ).toEqual([
    'Query from Sender1 Parent: Subject 1',
    'Query from Sender2 Parent: Subject 2',
    'Query from Sender3 Parent: Subject 3',
  ]);
});

it("offers 'Mark Resolved' only on unresolved queries, and resolves one with 'Query Resolved'", async () => {
  let resolved = false;
  const calls = routeFetch({
    '/api/contact/queries/query-1/resolve': () => {
      resolved = true;
      return serviceResponse(200, query(1, true));
    },
    '/api/contact/queries': () => serviceResponse(200, { queries: [query(1, resolved), query(2, true)] }),
  });
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=queries', path: '/admin' });

  const open = screen.getByRole('article', { name: 'Query from Sender1 Parent: Subject 1' });
  const done = screen.getByRole('article', { name: 'Query from Sender2 Parent: Subject 2' });
  expect(within(done).queryByRole('button', { name: 'Mark Resolved' })).not.toBeInTheDocument();
  await userEvent.click(within(open).getByRole('button', { name: 'Mark Resolved' }));
  await flushPromises();

  expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
    '/api/contact/queries/query-1/resolve',
  ]);
  expect(await screen.findByText('Query Resolved')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark Resolved' })).not.toBeInTheDocument();
});

it("says 'Failed to resolve query' with the server's reason", async () => {
  routeFetch({
    '/api/contact/queries/query-1/resolve': () => serviceResponse(409, { message: 'This query is already resolved.' }),
    '/api/contact/queries': () => serviceResponse(200, { queries: [query(1)] }),
  });
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=queries', path: '/admin' });
  await userEvent.click(screen.getByRole('button', { name: 'Mark Resolved' }));
  await flushPromises();

  expect(await screen.findByText('Failed to resolve query')).toBeInTheDocument();
  expect(screen.getByText('This query is already resolved.')).toBeInTheDocument();
});
