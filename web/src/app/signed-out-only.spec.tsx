import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { sampleUser } from '../test/render-with-providers';
import { AppRoutes } from './app-routes';

jest.mock('../features/home/dashboard-route', () => ({
  __esModule: true,
  default: () => <h1>Member dashboard</h1>,
}));

const renderAt = (route: string, signedIn: boolean) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <AuthProvider loadCurrentUser={() => Promise.resolve(signedIn ? sampleUser : null)}>
          <AppRoutes />
        </AuthProvider>
      </ToastProvider>
    </MemoryRouter>,
  );

describe('sign-in and sign-up pages for a signed-in member', () => {
  it.each(['/signin', '/signup'])('%s sends a signed-in member to the dashboard', async (route) => {
    renderAt(route, true);
    expect(await screen.findByRole('heading', { name: 'Member dashboard' })).toBeInTheDocument();
  });

  it('a signed-out visitor stays on /signin, and the footer invites them to join; a member is not invited', async () => {
    const visitor = renderAt('/signin', false);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Village' })).toBeInTheDocument();
    visitor.unmount();
    renderAt('/', true);
    await screen.findByRole('heading', { name: 'Member dashboard' });
    expect(screen.queryByRole('link', { name: 'Join Village' })).not.toBeInTheDocument();
  });
});
