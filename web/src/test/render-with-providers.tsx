import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '../api/current-user';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/auth-provider';

interface RenderOptions {
  route?: string;
  path?: string;
  loadCurrentUser?: () => Promise<CurrentUser | null>;
}

export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = route, loadCurrentUser }: RenderOptions = {},
) {
  const load = loadCurrentUser ?? (() => Promise.resolve(null));
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <AuthProvider loadCurrentUser={load}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/" element={<h1>Home page</h1>} />
          </Routes>
        </AuthProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
  await flushPromises();
  return result;
}

export async function flushPromises(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 20; tick++) {
      await Promise.resolve();
    }
  });
}

export const sampleUser: CurrentUser = {
  id: 'user-1',
  firstName: 'Amara',
  lastName: 'Okafor',
  fullName: 'Amara Okafor',
  email: 'amara@example.com',
  profileImageUrl: null,
  country: 'United Kingdom',
  postcode: 'BS1 4DJ',
  city: 'Bristol',
  isVerified: false,
  isAdmin: false,
  mfaEnabled: false,
  emailConfirmed: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  hasPendingSignup: false,
  googleCalendarConnected: false,
  isSingleParent: true,
  isLookingForColiving: false,
  offersServices: false,
  trustLevel: 'NONE',
};
