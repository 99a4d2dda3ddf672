import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '../api/current-user';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { sampleUser } from '../test/render-with-providers';
import { AppRoutes } from './app-routes';

jest.mock('../features/home/dashboard-route', () => ({
  __esModule: true,
  default: () => <h1>Member dashboard</h1>,
}));

function renderAt(route: string, loadCurrentUser: () => Promise<CurrentUser | null>) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <AuthProvider loadCurrentUser={loadCurrentUser}>
          <AppRoutes />
        </AuthProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

const signedOut = () => Promise.resolve(null);

describe('AppRoutes', () => {
  it('shows a loading spinner while authentication loads', async () => {
    let resolve: (user: CurrentUser | null) => void = () => undefined;
    renderAt('/', () => new Promise((done) => (resolve = done)));

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    resolve(null);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('offers the six navigation items with their addresses', async () => {
    renderAt('/about', signedOut);
    await screen.findByRole('heading', { level: 1 });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/#services'],
      ['My Services', '/my-services'],
      ['Community', '/community'],
      ['About Us', '/about'],
      ['Contact', '/#contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the member name and Sign Out instead of Sign In and Join Now when signed in', async () => {
    renderAt('/', () => Promise.resolve(sampleUser));
    expect(await screen.findByRole('heading', { name: 'Member dashboard' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Amara Okafor')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    expect(within(header).queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  });

  it.each(['/my-services', '/services', '/forum'])(
    'shows the authentication-required page on %s when signed out',
    async (route) => {
      renderAt(route, signedOut);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please sign in to continue');
      const main = screen.getByRole('main');
      expect(within(main).getAllByRole('link')).toHaveLength(1);
      expect(within(main).getByRole('link', { name: 'Continue to Identity Verification' })).toHaveAttribute(
        'href',
        '/api/login',
      );
    },
  );

  it('shows a signed-in route to a member', async () => {
    renderAt('/my-services', () => Promise.resolve(sampleUser));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Services' })).toBeInTheDocument();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    renderAt('/no/such/page', signedOut);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('treats a failed user check as signed out and offers a retry', async () => {
    renderAt('/', () => Promise.reject(new Error('503: Service Unavailable')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Join Now' })).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us'],
    ['/community', 'Community'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/gdpr-rights', 'GDPR Rights'],
    ['/unsubscribe-options', 'Unsubscribe Options'],
    ['/auth-page', 'Join a Community That Cares'],
    ['/design-system', 'Design system'],
  ])('titles %s and gives it one h1', async (route, title) => {
    renderAt(route, signedOut);
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} | Village`);
  });
});
