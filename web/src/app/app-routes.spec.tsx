import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '../api/current-user';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { AppRoutes } from './app-routes';

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

describe('AppRoutes', () => {
  it('shows a loading spinner while authentication loads', async () => {
    let resolve: (user: CurrentUser | null) => void = () => undefined;
    renderAt('/', () => new Promise((done) => (resolve = done)));

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    resolve(null);
    expect(await screen.findByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    renderAt('/no/such/page', () => Promise.resolve(null));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('treats a failed user check as signed out and offers a retry', async () => {
    renderAt('/', () => Promise.reject(new Error('503: Service Unavailable')));
    expect(await screen.findByRole('link', { name: 'Join Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
