import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import { PayoutsCard } from './payouts-card';
import type { PayoutAccount } from './payouts-api';

const account = (overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  status: 'not_started',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  onboardingAvailable: true,
  updatedAt: null,
  ...overrides,
});

describe('PayoutsCard', () => {
  it("sends a host without payouts to the provider's setup link", async () => {
    const calls = routeFetch({
      '/api/payments/payout-account/onboarding': () => serviceResponse(201, { url: 'https://connect.example/setup' }),
      '/api/payments/payout-account': () => serviceResponse(200, account()),
    });
    const navigate = jest.fn();
    await renderWithProviders(<PayoutsCard navigate={navigate} />);

    expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await flushPromises();

    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/payments/payout-account',
      'POST /api/payments/payout-account/onboarding',
    ]);
    expect(navigate).toHaveBeenCalledWith('https://connect.example/setup');
  });

  it('offers to continue an unfinished setup, and shows set-up payouts as active with nothing to do', async () => {
    routeFetch({ '/api/payments/payout-account': () => serviceResponse(200, account({ status: 'incomplete' })) });
    const { unmount } = await renderWithProviders(<PayoutsCard navigate={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Continue payout setup' })).toBeInTheDocument();
    unmount();

    routeFetch({
      '/api/payments/payout-account': () =>
        serviceResponse(200, account({ status: 'enabled', chargesEnabled: true, payoutsEnabled: true })),
    });
    await renderWithProviders(<PayoutsCard navigate={jest.fn()} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when payouts cannot be set up here', async () => {
    routeFetch({ '/api/payments/payout-account': () => serviceResponse(200, account({ onboardingAvailable: false })) });
    await renderWithProviders(<PayoutsCard navigate={jest.fn()} />);
    expect(screen.getByText('Payouts cannot be set up here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
