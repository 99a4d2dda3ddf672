import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../../../features/services/testing/service-fixtures';
import type { Booking } from '../bookings-api';
import { adultNamesOf, authorisedAdultsFormSchema } from './authorised-adults.schema';
import type { BookingPickup } from './pickup-api';
import { SafePickupPanel } from './safe-pickup-panel';

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  serviceId: 's1',
  hostId: 'h1',
  guestId: 'g1',
  bookingDate: '2020-03-11',
  notes: null,
  status: 'confirmed',
  paymentStatus: 'none',
  totalAmount: 0,
  totalAmountMinor: 0,
  currency: 'GBP',
  cancellationPolicy: 'flexible',
  cancelledBy: null,
  refundAmountMinor: 0,
  createdAt: '2020-01-01T00:00:00.000Z',
  service: { title: 'After-school care', type: 'childcare' },
  counterpartContact: null,
  careHours: null,
  ...overrides,
});

const pickup = (overrides: Partial<BookingPickup> = {}): BookingPickup => ({
  bookingId: 'b1',
  authorisedAdults: ['Ana Silva', 'Ben Okoro'],
  handovers: [],
  ...overrides,
});

const COLLECTED = {
  id: 'h-1',
  kind: 'collected' as const,
  recordedBy: 'host' as const,
  recordedByName: 'Hana',
  recordedAt: '2020-03-11T09:05:00.000Z',
};

describe('SafePickupPanel', () => {
  it('shows both sides who may collect and the check-ins in order', async () => {
    routeFetch({
      '/api/bookings/b1/pickup': () =>
        serviceResponse(
          200,
          pickup({
            handovers: [
              COLLECTED,
              {
                ...COLLECTED,
                id: 'h-2',
                kind: 'dropped_off',
                recordedBy: 'guest',
                recordedByName: 'Gus',
                recordedAt: '2020-03-11T15:30:00.000Z',
              },
            ],
          }),
        ),
    });
    await renderWithProviders(<SafePickupPanel booking={booking()} role="host" />);
    const adults = await screen.findByRole('list', { name: 'Adults who may collect' });
    expect(
      within(adults)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Silva', 'Ben Okoro']);
    const history = screen.getByRole('list', { name: 'Check-in history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Collected — recorded by the host, Hana, 11 Mar 2020, 09:05',
      'Dropped off — recorded by the parent, Gus, 11 Mar 2020, 15:30',
    ]);
    expect(screen.queryByRole('button', { name: 'Change who may collect' })).toBeNull();
  });

  it('records a check-in and shows the history the server answers with', async () => {
    const calls = routeFetch({
      '/api/bookings/b1/pickup/handovers': () => serviceResponse(201, pickup({ handovers: [COLLECTED] })),
      '/api/bookings/b1/pickup': () => serviceResponse(200, pickup()),
    });
    await renderWithProviders(<SafePickupPanel booking={booking()} role="host" />);
    expect(await screen.findByText('No check-ins yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collected' }));
    expect(await screen.findByText(/^Collected — recorded by the host, Hana/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      JSON.stringify({ kind: 'collected' }),
    ]);
  });

  it('offers no check-in before the day, nor on a booking that is not confirmed', async () => {
    routeFetch({ '/api/bookings/b1/pickup': () => serviceResponse(200, pickup()) });
    const { unmount } = await renderWithProviders(
      <SafePickupPanel booking={booking({ bookingDate: '2999-01-01' })} role="guest" />,
    );
    expect(await screen.findByText('Check-ins open on the day of the booking.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collected' })).toBeNull();
    unmount();
    await renderWithProviders(<SafePickupPanel booking={booking({ status: 'pending' })} role="guest" />);
    expect(await screen.findByRole('button', { name: 'Change who may collect' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dropped off' })).toBeNull();
  });

  it('lets the guest change the names, checked before they are sent', async () => {
    const calls = routeFetch({
      '/api/bookings/b1/pickup/authorised-adults': () =>
        serviceResponse(200, pickup({ authorisedAdults: ['Ana Silva', 'Carla Mendes'] })),
      '/api/bookings/b1/pickup': () => serviceResponse(200, pickup()),
    });
    await renderWithProviders(<SafePickupPanel booking={booking()} role="guest" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change who may collect' }));
    const field = screen.getByLabelText(/Adults who may collect \(one name a line/);
    await userEvent.clear(field);
    await userEvent.type(field, 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('Each name must be between 2 and 80 characters')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ana Silva{enter}Carla Mendes');
    await userEvent.click(screen.getByRole('button', { name: 'Save names' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        JSON.stringify({ names: ['Ana Silva', 'Carla Mendes'] }),
      ]),
    );
    expect(await screen.findByText('Carla Mendes')).toBeInTheDocument();
  });
});

describe('authorised adults form rules', () => {
  const problem = (names: string) => {
    const parsed = authorisedAdultsFormSchema.safeParse({ names });
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('reads one name a line and keeps the server rules', () => {
    expect(adultNamesOf('  Ana   Silva \n\n Ben Okoro ')).toEqual(['Ana Silva', 'Ben Okoro']);
    expect(problem('Ana Silva\nBen Okoro')).toBeNull();
    expect(problem('  ')).toBe('Name at least one adult who may collect the child');
    expect(problem('Ann\nBob\nCat\nDan\nEve\nFay')).toBe('Name at most 5 adults who may collect the child');
    expect(problem('x'.repeat(81))).toBe('Each name must be between 2 and 80 characters');
    expect(problem('Ana Silva\nana silva')).toBe('Each adult may be named only once');
  });
});
