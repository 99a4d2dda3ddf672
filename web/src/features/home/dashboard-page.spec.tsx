import { screen, within } from '@testing-library/react';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { routeFetch, sampleService, serviceResponse } from '../services/testing/service-fixtures';
import DashboardPage from './dashboard-page';

const withUser = (overrides: Partial<typeof sampleUser>) => ({
  loadCurrentUser: () => Promise.resolve({ ...sampleUser, ...overrides }),
});

describe('DashboardPage', () => {
  beforeEach(() => {
    routeFetch({
      '/api/services?': () => serviceResponse(200, []),
      '/api/services/my': () => serviceResponse(200, []),
    });
  });

  it('greets the member with avatar, place, verification badge, account buttons and quick actions', async () => {
    await renderWithProviders(<DashboardPage />, withUser({ isVerified: true, mfaEnabled: false }));

    expect(screen.getByRole('heading', { name: 'Welcome, Amara!' })).toBeInTheDocument();
    expect(screen.getByText('Bristol, United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verification: partial' })).toBeInTheDocument();
    expect(screen.getByText(/0 contributions so far/)).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect([...account.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create Service', '/create-service'],
      ['Settings', '/profile-setup'],
      ['Enhanced Profile', '/enhanced-profile'],
      ['2FA', '/mfa-setup'],
      ['Sign Out', '/api/logout'],
    ]);
    for (const href of ['/services?tab=create', '/services', '/forum', '/video-meetings']) {
      expect(document.querySelector(`main a[href="${href}"], a[href="${href}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'View all my services' })).toHaveAttribute('href', '/services?tab=my');
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });

  it('says what each of the four blocks will show while they are empty', async () => {
    await renderWithProviders(<DashboardPage />, withUser({}));
    for (const block of ['Discover Services Near You', 'My Services', 'Upcoming Bookings', 'Community Impact']) {
      expect(screen.getByRole('region', { name: block })).toBeInTheDocument();
    }
    expect(await screen.findByText('No services near you yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Service' })).toHaveAttribute(
      'href',
      '/services?tab=create',
    );
  });

  it('shows the four services nearest the member and their three newest services', async () => {
    const near = [1, 2, 3, 4].map((n) => sampleService({ id: `near-${n}`, title: `Near ${n}` }));
    const mine = [1, 2, 3, 4].map((n) =>
      sampleService({ id: `mine-${n}`, title: `Mine ${n}`, status: n === 2 ? 'paused' : 'active' }),
    );
    const calls = routeFetch({
      '/api/services?': () => serviceResponse(200, near),
      '/api/services/my': () => serviceResponse(200, mine),
    });
    await renderWithProviders(<DashboardPage />, withUser({ postcode: 'BS1 4DJ', country: 'United Kingdom' }));

    const discover = screen.getByRole('region', { name: 'Discover Services Near You' });
    expect(
      within(discover)
        .getAllByRole('article')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Near 1', 'Near 2', 'Near 3', 'Near 4']);
    const browse = new URL(calls.find((call) => call.url.startsWith('/api/services?'))!.url, 'http://x');
    expect(Object.fromEntries(browse.searchParams)).toEqual({
      near: 'BS1 4DJ',
      nearCountry: 'United Kingdom',
      limit: '4',
    });
    const my = screen.getByRole('region', { name: 'My Services' });
    expect(
      within(my)
        .getAllByRole('link', { name: /^Mine/ })
        .map((link) => link.textContent),
    ).toEqual(['Mine 1', 'Mine 2', 'Mine 3']);
    expect(within(my).getByText('Paused')).toBeInTheDocument();
  });

  it('asks a member without a postcode to complete their profile', async () => {
    await renderWithProviders(<DashboardPage />, withUser({ postcode: '' }));
    expect(screen.getByRole('status')).toHaveTextContent('Complete your profile');
  });

  it('sends a member whose sign-up is pending to /signup-complete', async () => {
    await renderWithProviders(<DashboardPage />, {
      ...withUser({ hasPendingSignup: true }),
      route: '/dashboard',
      path: '/dashboard',
    });
    expect(screen.queryByRole('heading', { name: 'Welcome, Amara!' })).not.toBeInTheDocument();
  });
});
