import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import type { CommissionByType, PlatformPaymentAnalytics } from '../payment-analytics/payment-analytics-api';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import AdminPage from './admin-page';

const platform: PlatformPaymentAnalytics = {
  volumeMinor: 8500,
  commissionMinor: 1105,
  hostEarningsMinor: 7395,
  paidOutMinor: 3480,
  paidBookings: 3,
  months: [{ month: '2030-03', volumeMinor: 8500, commissionMinor: 1105 }],
  topServices: [],
  recentTransactions: [],
};
const byType: CommissionByType[] = [
  { serviceType: 'childcare', volumeMinor: 6000, commissionMinor: 780, effectiveRate: '0.1300', paidBookings: 2 },
  { serviceType: 'pet_services', volumeMinor: 0, commissionMinor: 0, effectiveRate: null, paidBookings: 0 },
];

it('shows the platform’s totals and the commission of each service type on ?tab=analytics', async () => {
  routeFetch({
    '/api/admin/payment-analytics': () => serviceResponse(200, platform),
    '/api/admin/commission-analytics': () => serviceResponse(200, { commissionByType: byType }),
  });
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=analytics', path: '/admin' });

  expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  const cards = screen.getByRole('list', { name: 'Platform totals' });
  expect(
    within(cards)
      .getAllByRole('listitem')
      .map((card) => card.textContent),
  ).toEqual([
    'Total volume£85.00Paid by guests, after refunds',
    'Platform commission£11.05After refunds',
    'Host earnings£73.95£34.80 paid out so far',
    'Paid bookings3Charged to a card',
  ]);
  const table = screen.getByRole('table', { name: 'Volume, commission and effective rate of each service type' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'Service typeVolumeCommissionEffective ratePaid bookings',
    'Childcare£60.00£7.8013.0%2',
    'Pet Services£0.00£0.00–0',
  ]);
  expect(screen.getByText('Payments will appear here once guests have paid for bookings.')).toBeInTheDocument();
});
