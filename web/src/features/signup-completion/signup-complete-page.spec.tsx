import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { flushPromises, renderWithProviders, sampleUser } from '../../test/render-with-providers';
import SignupCompletePage from './signup-complete-page';

const render = () =>
  renderWithProviders(<SignupCompletePage />, {
    route: '/signup-complete',
    loadCurrentUser: () => Promise.resolve({ ...sampleUser, hasPendingSignup: true }),
  });

afterEach(() => {
  jest.useRealTimers();
});

it('waits 1 s, completes the registration, and offers the next steps', async () => {
  jest.useFakeTimers();
  const fetchMock = mockFetch(jsonResponse(200, { user: { ...sampleUser, hasPendingSignup: false } }));
  await render();

  expect(screen.getByRole('heading', { name: 'Setting up your account...' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(999));
  expect(fetchMock).not.toHaveBeenCalledWith('/api/complete-signup', expect.anything());
  act(() => jest.advanceTimersByTime(1));
  await flushPromises();

  expect(fetchMock).toHaveBeenCalledWith('/api/complete-signup', expect.objectContaining({ method: 'POST' }));
  expect(screen.getByRole('heading', { name: 'Welcome to Village!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore Your Community' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute('href', '/profile-setup');
});

it("shows 'Setup incomplete', then 'Something went wrong' with 'Try Again' and 'Return Home'", async () => {
  jest.useFakeTimers();
  const fetchMock = mockFetch(
    jsonResponse(503, { message: 'Village is briefly unavailable. Please try again in a moment.' }),
    jsonResponse(200, { user: sampleUser }),
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await render();

  act(() => jest.advanceTimersByTime(1000));
  await flushPromises();

  const toastTitle = screen.getByText('Setup incomplete');
  expect(toastTitle.closest('[data-variant="destructive"]')).not.toBeNull();
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');

  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByRole('heading', { name: 'Setting up your account...' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  await flushPromises();

  expect(screen.getByRole('heading', { name: 'Welcome to Village!' })).toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/complete-signup')).toHaveLength(2);
});
