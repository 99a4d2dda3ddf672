import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { GoogleCalendarSection } from './google-calendar-section';

const AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=village&state=abc';

const render = (goTo = jest.fn(), route = '/enhanced-profile') =>
  renderWithProviders(<GoogleCalendarSection goTo={goTo} />, {
    route,
    path: '/enhanced-profile',
    loadCurrentUser: () => Promise.resolve(sampleUser),
  });

describe('GoogleCalendarSection', () => {
  it("sends the browser to Google's consent address", async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { available: true, connected: false }),
      jsonResponse(200, { authUrl: AUTH_URL }),
    );
    const goTo = jest.fn();
    const user = userEvent.setup();
    await render(goTo);

    await user.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/calendar/connect', expect.objectContaining({ method: 'POST' }));
    expect(goTo).toHaveBeenCalledWith(AUTH_URL);
  });

  it("shows the 'Connected' badge once connected, with no connect button", async () => {
    mockFetch(jsonResponse(200, { available: true, connected: true }));
    await render();
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
  });

  it('says Google Calendar is not available here when it is not set up, and offers nothing to click', async () => {
    mockFetch(jsonResponse(200, { available: false, connected: false }));
    await render();
    expect(await screen.findByRole('button', { name: 'Google Calendar is not available here' })).toBeDisabled();
  });

  it("says 'Failed to connect Google Calendar: ' and the message when connecting is refused", async () => {
    mockFetch(
      jsonResponse(200, { available: true, connected: false }),
      jsonResponse(503, { message: 'Google Calendar is not available here' }),
    );
    const goTo = jest.fn();
    const user = userEvent.setup();
    await render(goTo);
    await user.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(
      await screen.findByText('Failed to connect Google Calendar: Google Calendar is not available here'),
    ).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says how the trip to Google went when it comes back with an error', async () => {
    mockFetch(jsonResponse(200, { available: true, connected: false }));
    await render(
      jest.fn(),
      '/enhanced-profile?googleCalendarError=You%20did%20not%20allow%20Village%20to%20use%20your%20calendar.',
    );
    expect(
      await screen.findByText('Failed to connect Google Calendar: You did not allow Village to use your calendar.'),
    ).toBeInTheDocument();
  });
});
