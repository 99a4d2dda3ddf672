import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import type { MemberPaymentAnalytics } from './payment-analytics-api';
import PaymentAnalyticsPage from './payment-analytics-page';

const months = (last: { earnedMinor: number; spentMinor: number }) => [
  ...[
    '2029-04',
    '2029-05',
    '2029-06',
    '2029-07',
    '2029-08',
    '2029-09',
    '2029-10',
    '2029-11',
    '2029-12',
    '2030-01',
    '2030-02',
  ].map((month) => ({ month, earnedMinor: 0, spentMinor: 0 })),
  { month: '2030-03', ...last },
];

const analytics: MemberPaymentAnalytics = {
  earnedMinor: 3480,
  spentMinor: 1250,
  commissionPaidMinor: 520,
  paidBookings: 2,
  months: months({ earnedMinor: 3480, spentMinor: 1250 }),
  topServices: [
    {
      serviceId: 's-1',
      title: 'Saturday childcare',
      type: 'childcare',
      amountMinor: 4000,
      earnedMinor: 3480,
      commissionMinor: 520,
      paidBookings: 1,
    },
  ],
  recentTransactions: [
    {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      serviceTitle: 'Saturday childcare',
      serviceType: 'childcare',
      amountMinor: 4000,
      commissionMinor: 520,
      date: '2030-03-01T09:00:00.000Z',
      status: 'captured',
      role: 'earning',
    },
  ],
};

const show = async (answer: MemberPaymentAnalytics | null) => {
  routeFetch({
    '/api/payment-analytics': () =>
      answer ? serviceResponse(200, answer) : serviceResponse(500, { message: 'Something went wrong' }),
  });
  await renderWithProviders(<PaymentAnalyticsPage />);
};

it('shows the four cards, the recent transactions with the spec’s columns, and the top services', async () => {
  await show(analytics);
  const cards = screen.getByRole('list', { name: 'Your totals' });
  expect(
    within(cards)
      .getAllByRole('listitem')
      .map((card) => card.textContent),
  ).toEqual([
    'Total earned£34.80As a host, after commission',
    'Total spent£12.50As a guest, after refunds',
    "Commission paid£5.20Village's share of your earnings",
    'Paid bookings2As a guest or a host',
  ]);
  const table = screen.getByRole('table', { name: 'Recent transactions, newest first' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Transaction ID', 'Service', 'Amount', 'Commission', 'Date', 'Status']);
  expect(within(table).getAllByRole('row')[1].textContent).toBe(
    '0A1B2C3DSaturday childcareYou hosted£40.00£5.201 Mar 2030Paid',
  );
  const top = screen.getByRole('region', { name: 'Top services' });
  expect(within(top).getByText('Saturday childcare')).toBeInTheDocument();
  expect(within(top).getByText('£34.80')).toBeInTheDocument();
});

it('draws the months as a labelled chart, and shows them as a table on request', async () => {
  await show(analytics);
  const chart = screen.getByRole('figure', { name: /^Earned and spent by month, Apr 2029 to Mar 2030/ });
  expect(chart.getAttribute('aria-label')).toContain('Earned £34.80 in all, Spent £12.50 in all');
  expect(screen.queryByRole('table', { name: 'Earned and spent by month, as a table' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
  const table = screen.getByRole('table', { name: 'Earned and spent by month, as a table' });
  expect(within(table).getAllByRole('row')).toHaveLength(13);
  expect(within(table).getAllByRole('row')[12].textContent).toBe('Mar 2030£34.80£12.50');
  expect(screen.queryByRole('figure', { name: /Earned and spent/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
});

it('says what will appear while the member has no payments', async () => {
  await show({
    ...analytics,
    earnedMinor: 0,
    spentMinor: 0,
    commissionPaidMinor: 0,
    paidBookings: 0,
    months: months({ earnedMinor: 0, spentMinor: 0 }),
    topServices: [],
    recentTransactions: [],
  });
  expect(screen.getByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  expect(
    screen.getByText(/your earnings, spending, the commission and each transaction will appear here/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says so when the figures cannot be loaded', async () => {
  await show(null);
  expect(screen.getByRole('alert')).toHaveTextContent('We could not load your payment analytics.');
});
