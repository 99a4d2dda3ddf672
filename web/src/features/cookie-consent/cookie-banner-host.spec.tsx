import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { flushPromises } from '../../test/render-with-providers';
import { CookieBannerHost } from './cookie-banner-host';
import { COOKIE_BANNER_DELAY_MS, CONSENT_STORAGE_KEY, readConsent, writeConsent } from './cookie-consent';
import { requestCookieSettings, resetConsentStoreForTests } from './consent-store';

function renderHost() {
  return render(
    <MemoryRouter>
      <button type="button">Cookie settings</button>
      <CookieBannerHost />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Village' });

describe('CookieBannerHost', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentStoreForTests();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('appears 2 s after load when no choice is stored', async () => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(2000);
    renderHost();
    act(() => jest.advanceTimersByTime(1999));
    await flushPromises();
    expect(banner()).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    await flushPromises();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('switch', { name: 'Essential' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Essential' })).toBeChecked();
  });

  it('stays closed when a choice is stored', async () => {
    writeConsent({ analytics: false, marketing: false, personalization: false });
    renderHost();
    act(() => jest.advanceTimersByTime(10_000));
    await flushPromises();
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['Accept All', { analytics: true, marketing: true, personalization: true }],
    ['Reject All', { analytics: false, marketing: false, personalization: false }],
  ])('%s stores the choice and closes', async (button, expected) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHost();
    act(() => jest.advanceTimersByTime(2000));
    await flushPromises();

    await user.click(screen.getByRole('button', { name: button }));
    expect(banner()).not.toBeInTheDocument();
    expect(readConsent()).toMatchObject({ essential: true, ...expected });
  });

  it('Save Preferences stores the switches as set', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHost();
    act(() => jest.advanceTimersByTime(2000));
    await flushPromises();

    await user.click(screen.getByRole('switch', { name: 'Personalisation' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      analytics: false,
      marketing: false,
      personalization: true,
    });
  });

  it('reopens with the stored choices when asked, takes focus and gives it back', async () => {
    writeConsent({ analytics: true, marketing: false, personalization: false });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHost();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    settings.focus();

    act(() => requestCookieSettings());
    await flushPromises();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on Village' })).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(banner()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });
});
