import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignLocation } from '../../lib/browser-location';
import { renderWithProviders } from '../../test/render-with-providers';
import AuthWelcomePage from './auth-welcome-page';
import { AUTH_WELCOME_REDIRECT_MS } from './auth-timing';

jest.mock('../../lib/browser-location', () => ({
  ...jest.requireActual<object>('../../lib/browser-location'),
  assignLocation: jest.fn(),
}));

const assignLocationMock = jest.mocked(assignLocation);

describe('AuthWelcomePage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    assignLocationMock.mockReset();
  });

  it('sends the browser to /api/login after exactly 3000 ms', async () => {
    expect(AUTH_WELCOME_REDIRECT_MS).toBe(3000);
    await renderWithProviders(<AuthWelcomePage />, { route: '/auth-welcome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Village' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(assignLocationMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assignLocationMock).toHaveBeenCalledTimes(1);
    expect(assignLocationMock).toHaveBeenCalledWith('/api/login');
  });

  it("goes at once with 'Join Our Community'", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<AuthWelcomePage />, { route: '/auth-welcome' });
    await user.click(screen.getByRole('button', { name: 'Join Our Community' }));
    expect(assignLocationMock).toHaveBeenCalledWith('/api/login');
  });

  it('does not redirect after leaving the page', async () => {
    const { unmount } = await renderWithProviders(<AuthWelcomePage />, { route: '/auth-welcome' });
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(assignLocationMock).not.toHaveBeenCalled();
  });
});
