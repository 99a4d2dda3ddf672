import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { CalendarFeedSection } from './calendar-feed-section';

const FEED_URL = 'http://village.test/api/calendar/feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics';

const render = () =>
  renderWithProviders(<CalendarFeedSection />, { loadCurrentUser: () => Promise.resolve(sampleUser) });

describe('CalendarFeedSection', () => {
  it('offers to create a link when there is none, then shows it once with Copy', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { active: false, createdAt: null }),
      jsonResponse(201, { url: FEED_URL, createdAt: '2026-03-01T09:00:00.000Z' }),
    );
    const user = userEvent.setup();
    await render();

    expect(await screen.findByText('No link yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your calendar link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByLabelText('Your calendar link')).toHaveValue(FEED_URL);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/calendar/feed-link', expect.objectContaining({ method: 'POST' }));
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(screen.getByRole('button', { name: 'Reset link' })).toBeInTheDocument();
  });

  it('never shows an existing secret: it says the link works and offers Reset link', async () => {
    mockFetch(jsonResponse(200, { active: true, createdAt: '2026-03-01T09:00:00.000Z' }));
    await render();

    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Your link works but is not shown again/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your calendar link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset link' })).toBeInTheDocument();
  });

  it("says so when the member's link cannot be loaded", async () => {
    mockFetch(jsonResponse(503, { message: 'Village is busy; try again shortly.' }));
    await render();

    expect(await screen.findByRole('alert')).toHaveTextContent('Village is busy; try again shortly.');
  });
});
