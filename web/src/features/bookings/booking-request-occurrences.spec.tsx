import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, sampleService, serviceResponse } from '../services/testing/service-fixtures';
import { BookingRequestForm } from './booking-request-form';

const service = sampleService({
  id: 'service-1',
  isRecurring: true,
  recurringPattern: 'biweekly',
  dateTime: '2030-03-18T10:00:00.000Z',
  maxParticipants: 2,
});

const occurrence = (date: string, startsAt: string, placesLeft: number, state = 'scheduled') => ({
  serviceId: 'service-1',
  date,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 90 * 60_000).toISOString(),
  capacity: 2,
  placesLeft,
  state,
});

describe('BookingRequestForm for a recurring service', () => {
  it('offers the dates with their places, full and paused ones not pickable, and books the one chosen', async () => {
    const calls = routeFetch({
      '/api/services/service-1/occurrences': () =>
        serviceResponse(200, {
          occurrences: [
            occurrence('2030-03-18', '2030-03-18T10:00:00.000Z', 0),
            occurrence('2030-04-01', '2030-04-01T09:00:00.000Z', 2),
            occurrence('2030-04-15', '2030-04-15T09:00:00.000Z', 2, 'paused'),
          ],
        }),
      '/api/bookings': (call) =>
        serviceResponse(201, {
          id: 'booking-1',
          ...JSON.parse(String(call.body)),
          status: 'pending',
          paymentStatus: 'none',
        }),
    });
    const onRequested = jest.fn();

    await renderWithProviders(<BookingRequestForm service={service} onRequested={onRequested} />);

    const picker = await screen.findByRole('combobox', { name: 'Date' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a date',
      'Mon, 18 March 2030, 10:00–11:30 (full)',
      'Mon, 1 April 2030, 10:00–11:30 (2 places left)',
      'Mon, 15 April 2030, 10:00–11:30 (paused)',
    ]);
    expect(options.map((option) => (option as HTMLOptionElement).disabled)).toEqual([false, true, false, true]);

    await userEvent.selectOptions(picker, '2030-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));

    const posted = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(posted?.body))).toMatchObject({ serviceId: 'service-1', bookingDate: '2030-04-01' });
    expect(onRequested).toHaveBeenCalled();
  });

  it('keeps the free date field when the dates cannot be loaded', async () => {
    const calls = routeFetch({});
    await renderWithProviders(<BookingRequestForm service={service} onRequested={jest.fn()} />);
    await flushPromises();
    expect(calls.map((call) => call.url)).toEqual(['/api/services/service-1/occurrences']);
    expect(screen.queryByRole('combobox', { name: 'Date' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Booking date')).toHaveAttribute('type', 'date');
  });
});
