import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, mockSocialProviders } from '../../test/fake-response';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import SigninPage from './signin-page';

function renderSignin() {
  return renderWithProviders(<SigninPage />, { route: '/signin' });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('SigninPage', () => {
  it('does not leave the page on load and shows the spec messages on an empty submit', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderSignin();

    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await renderSignin();
    const password = screen.getByLabelText('Password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
  });

  it('signs in, greets the member and goes home after 1 s', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch(jsonResponse(200, { user: { id: 'u1' } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderSignin();
    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await flushPromises();

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/signin',
      expect.objectContaining({ method: 'POST', body: '{"email":"amara@example.com","password":"secret"}' }),
    );
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've successfully signed in.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the server message in a destructive toast when sign-in fails', async () => {
    mockFetch(jsonResponse(401, { message: 'Incorrect email or password' }));
    const user = userEvent.setup();
    await renderSignin();
    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const title = await screen.findByText('Sign in failed');
    expect(title.closest('[data-variant="destructive"]')).not.toBeNull();
    expect(screen.getByText('Incorrect email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('asks for an email before sending a password reset link, then shows the server’s answer', async () => {
    const sent = 'If an account exists for that email, we have sent it a link to reset your password.';
    const fetchMock = mockFetch(jsonResponse(202, { message: sent }));
    const user = userEvent.setup();
    await renderSignin();

    await user.click(screen.getByRole('button', { name: 'Forgot my password' }));
    expect(screen.getByRole('heading', { name: 'Forgot my password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));

    expect(screen.getByText('Email required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address first.');

    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/password/forgot',
      expect.objectContaining({ method: 'POST', body: '{"email":"amara@example.com"}' }),
    );

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('emails a sign-in link, asking for the email first', async () => {
    const sent = 'If an account exists for that email, we have sent it a sign-in link.';
    const fetchMock = mockFetch(jsonResponse(202, { message: sent }));
    const user = userEvent.setup();
    await renderSignin();

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link instead' }));
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(screen.getByText('Email required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address first.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/magic-link',
      expect.objectContaining({ method: 'POST', body: '{"email":"amara@example.com"}' }),
    );
  });

  it("shows 'Failed to send magic link' when the request fails", async () => {
    mockFetch(
      jsonResponse(429, { message: 'Too many attempts from your network. Please wait a minute and try again.' }),
    );
    const user = userEvent.setup();
    await renderSignin();
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link instead' }));
    await user.type(screen.getByLabelText('Email'), 'amara@example.com');

    await user.click(screen.getByRole('button', { name: 'Send magic link' }));

    const title = await screen.findByText('Failed to send magic link');
    expect(title.closest('[data-variant="destructive"]')).not.toBeNull();
  });

  it('offers Google sign-in when it is set up, and says Facebook is not, leading nowhere', async () => {
    mockFetch();
    mockSocialProviders({ google: true, facebook: false });
    await renderSignin();

    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    const facebook = screen.getByRole('button', { name: 'Continue with Facebook' });
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    expect(facebook).toHaveAccessibleDescription('Facebook sign-in is not set up on this Village.');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByText(/coming soon/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('says neither provider is set up when the Village has none', async () => {
    mockFetch();
    await renderSignin();

    expect(await screen.findByText('Google sign-in is not set up on this Village.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('explains why a social sign-in came back here', async () => {
    mockFetch();
    await renderWithProviders(<SigninPage />, {
      route: '/signin?error=social-account-exists&provider=google',
      path: '/signin',
    });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists, and Google has not confirmed that the address is yours. ' +
        'Sign in with your email and password instead.',
    );
  });

  it('shows nothing for an error it does not know', async () => {
    mockFetch();
    await renderWithProviders(<SigninPage />, {
      route: '/signin?error=<b>hacked</b>&provider=google',
      path: '/signin',
    });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/hacked/)).not.toBeInTheDocument();
  });
});
