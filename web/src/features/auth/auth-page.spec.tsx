import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { renderWithProviders } from '../../test/render-with-providers';
import AuthPage from './auth-page';
import { readPrefill } from './auth-prefill';

function ConsentProbe() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <p>
      consent next={params.get('next')} prefill={JSON.stringify(readPrefill(location.state))}
    </p>
  );
}

function renderAuthPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/auth-page" element={<AuthPage />} />
      <Route path="/auth-consent" element={<ConsentProbe />} />
    </Routes>,
    { route: '/auth-page', path: '*' },
  );
}

describe('AuthPage', () => {
  it('starts in sign-up mode and toggles to sign-in mode', async () => {
    const user = userEvent.setup();
    await renderAuthPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join a Community That Cares');
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Back');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('checks the fields before sending a sign-up to the consent screen', async () => {
    const user = userEvent.setup();
    await renderAuthPage();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name must be at least 2 characters');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('consent next=/signup prefill={"email":"ada@example.com","fullName":"Ada Lovelace"}'),
    ).toBeInTheDocument();
  });

  it.each([
    ['Continue with Google', 'signup', '/signup'],
    ['Continue with Facebook', 'signin', '/signin'],
  ])('%s in %s mode goes to the consent screen', async (button, mode, next) => {
    const user = userEvent.setup();
    await renderAuthPage();
    if (mode === 'signin') {
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
    }
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByText(`consent next=${next} prefill={}`)).toBeInTheDocument();
  });

  it('sends a sign-in and a forgotten password to the consent screen', async () => {
    const user = userEvent.setup();
    await renderAuthPage();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(
      screen.getByText('consent next=/signin?view=forgot prefill={"email":"ada@example.com"}'),
    ).toBeInTheDocument();
  });
});
