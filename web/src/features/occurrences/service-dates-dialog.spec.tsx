import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import { ServiceDatesDialog } from './service-dates-dialog';

const service = { id: 'service-1', title: 'Forest school', isRecurring: true, dateTime: '2030-03-18T10:00:00.000Z' };

const occurrence = (date: string, startsAt: string, placesLeft: number, state = 'scheduled') => ({
  serviceId: 'service-1',
  date,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 60 * 60_000).toISOString(),
  capacity: 2,
  placesLeft,
  state,
});

const FIRST = occurrence('2030-03-18', '2030-03-18T10:00:00.000Z', 1);
const SECOND = occurrence('2030-04-01', '2030-04-01T09:00:00.000Z', 2);

describe('ServiceDatesDialog', () => {
  it('lists each date with its bookings, and pauses or cancels one date or the series', async () => {
    const calls = routeFetch({
      '/api/services/service-1/occurrences/2030-04-01': (call) =>
        serviceResponse(200, { ...SECOND, state: JSON.parse(String(call.body)).state }),
      '/api/services/service-1/occurrences': () => serviceResponse(200, { occurrences: [FIRST, SECOND] }),
      '/api/services/service-1/series': () =>
        serviceResponse(200, {
          occurrences: [
            { ...FIRST, state: 'cancelled' },
            { ...SECOND, state: 'cancelled' },
          ],
        }),
    });

    await renderWithProviders(<ServiceDatesDialog service={service} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dates of Forest school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dates of Forest school' });
    const first = await within(dialog).findByRole('listitem', { name: 'Mon, 18 March 2030, 10:00–11:00' });
    expect(first).toHaveTextContent('Scheduled · 1 booked · 1 place left');

    const second = within(dialog).getByRole('listitem', { name: 'Mon, 1 April 2030, 10:00–11:00' });
    await userEvent.click(within(second).getByRole('button', { name: 'Pause Mon, 1 April 2030, 10:00–11:00' }));
    expect(await within(second).findByText(/Paused · 0 booked · paused/)).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Cancel Mon, 1 April 2030, 10:00–11:00' }));
    expect(await within(second).findByText(/Cancelled · 0 booked/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the series' }));
    expect(await within(dialog).findByText('This series has been cancelled.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, String(call.body)])).toEqual([
      ['/api/services/service-1/occurrences/2030-04-01', '{"state":"paused"}'],
      ['/api/services/service-1/occurrences/2030-04-01', '{"state":"cancelled"}'],
      ['/api/services/service-1/series', '{"state":"cancelled"}'],
    ]);
  });
});
