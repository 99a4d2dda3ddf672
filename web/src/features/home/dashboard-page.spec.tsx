import { screen } from '@testing-library/react';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import DashboardPage from './dashboard-page';

const withUser = (overrides: Partial<typeof sampleUser>) => ({
  loadCurrentUser: () => Promise.resolve({ ...sampleUser, ...overrides }),
});

describe('DashboardPage', () => {
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
    expect(screen.getByText(/four newest services offered by parents near your postcode/)).toBeInTheDocument();
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
