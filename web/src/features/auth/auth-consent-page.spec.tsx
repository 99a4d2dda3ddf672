import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render-with-providers';
import AuthConsentPage from './auth-consent-page';

function Destination() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search} with ${JSON.stringify(location.state)}`}</p>;
}

function renderConsent(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth-consent" element={<AuthConsentPage />} />
      <Route path="*" element={<Destination />} />
    </Routes>,
    { route, path: '*' },
  );
}

describe('AuthConsentPage', () => {
  it('explains what Village stores and links to the legal pages', async () => {
    await renderConsent('/auth-consent?next=%2Fsignup');
    expect(screen.getByRole('heading', { level: 1, name: 'Before you continue' })).toBeInTheDocument();
    expect(screen.getByText(/Only our admins see it/)).toBeInTheDocument();
    const main = screen.getByText(/We never sell your data/);
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['GDPR Rights', '/gdpr-rights'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each([
    ['/auth-consent?next=%2Fsignup', '/signup'],
    ['/auth-consent?next=%2Fsignin', '/signin'],
    ['/auth-consent?next=%2Fsignin%3Fview%3Dforgot', '/signin?view=forgot'],
    ['/auth-consent?next=https%3A%2F%2Fevil.example', '/signup'],
    ['/auth-consent', '/signup'],
  ])('%s continues to %s', async (route, destination) => {
    const user = userEvent.setup();
    await renderConsent(route);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(`at ${destination} with {"prefill":{}}`)).toBeInTheDocument();
  });
});
