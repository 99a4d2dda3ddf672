import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import { BookingCard, type BookingRole } from './booking-card';
import type { Booking } from './bookings-api';

const booking = (overrides: Partial<Booking>): Booking => ({
  id: 'b1',
  serviceId: 's1',
  hostId: 'h1',
  guestId: 'g1',
  bookingDate: '2030-03-11',
  notes: null,
  status: 'confirmed',
  paymentStatus: 'none',
  totalAmount: 0,
  totalAmountMinor: 0,
  currency: 'GBP',
  cancellationPolicy: 'flexible',
  cancelledBy: null,
  refundAmountMinor: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  service: { title: 'Forest school', type: 'playdate' },
  counterpartContact: null,
  careHours: null,
  ...overrides,
});

const renderCard = (shown: Booking, role: BookingRole) =>
  renderWithProviders(<BookingCard booking={shown} role={role} busy={false} onAction={() => {}} onPay={() => {}} />);

describe('BookingCard contact details', () => {
  it('shows the guest their host and a link to the exact address once confirmed', async () => {
    await renderCard(booking({ counterpartContact: { firstName: 'Hana', email: 'hana@example.org' } }), 'guest');
    const card = screen.getByRole('article', { name: 'Forest school' });
    expect(within(card).getByText(/Your host: Hana/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'hana@example.org' })).toHaveAttribute(
      'href',
      'mailto:hana@example.org',
    );
    expect(within(card).getByRole('link', { name: 'See the exact address' })).toHaveAttribute('href', '/service/s1');
  });

  it('shows the host their guest, without an address they have not confirmed', async () => {
    await renderCard(booking({ counterpartContact: { firstName: 'Gus', email: null } }), 'host');
    const card = screen.getByRole('article', { name: 'Forest school' });
    expect(within(card).getByText('Your guest: Gus')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'See the exact address' })).toBeNull();
  });

  it('keeps the contact but not the address link once the booking is completed', async () => {
    await renderCard(
      booking({ status: 'completed', counterpartContact: { firstName: 'Hana', email: 'hana@example.org' } }),
      'guest',
    );
    expect(screen.getByText(/Your host: Hana/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the exact address' })).toBeNull();
  });

  it('shows no contact while the booking has none (before confirmation)', async () => {
    await renderCard(booking({ status: 'pending' }), 'guest');
    expect(screen.queryByText(/Your host/)).toBeNull();
  });
});

/** A confirmed booking's card also asks for its safety plan: only the conversation calls matter here. */
const conversationCalls = (calls: Array<{ url: string; body?: unknown }>) =>
  calls.filter((call) => call.url === '/api/conversations').map((call) => call.body);

describe('BookingCard Message button', () => {
  it('starts the conversation with the host (guest side) or the guest (host side) of a confirmed booking', async () => {
    const calls = routeFetch({
      '/api/conversations': () =>
        serviceResponse(200, {
          id: 'c-1',
          counterpart: { memberId: 'h1', firstName: 'Hana', lastInitial: null },
          lastMessageExcerpt: null,
          lastMessageAt: null,
          unreadCount: 0,
        }),
    });
    await renderCard(booking({ counterpartContact: { firstName: 'Hana', email: null } }), 'guest');
    await userEvent.click(screen.getByRole('button', { name: 'Message Hana' }));
    await waitFor(() => expect(conversationCalls(calls)).toEqual([JSON.stringify({ memberId: 'h1' })]));
  });

  it('messages the guest from the host side, and says so when messaging is not allowed', async () => {
    const calls = routeFetch({
      '/api/conversations': () => serviceResponse(403, { message: 'You cannot message this member.' }),
    });
    await renderCard(booking({ counterpartContact: { firstName: 'Gus', email: null } }), 'host');
    await userEvent.click(screen.getByRole('button', { name: 'Message Gus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot message this member.');
    expect(conversationCalls(calls)).toEqual([JSON.stringify({ memberId: 'g1' })]);
  });

  it('offers no Message button before the booking is confirmed', async () => {
    await renderCard(booking({ status: 'pending' }), 'guest');
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });
});

describe('BookingCard calendar file', () => {
  it('offers the .ics file of a confirmed booking, to either side', async () => {
    for (const role of ['guest', 'host'] as const) {
      const { unmount } = await renderCard(booking({}), role);
      expect(screen.getByRole('link', { name: 'Add to calendar (Forest school, .ics)' })).toHaveAttribute(
        'href',
        '/api/bookings/b1/calendar.ics',
      );
      unmount();
    }
  });

  it('offers none before the booking is confirmed, nor once it is cancelled', async () => {
    for (const status of ['pending', 'cancelled'] as const) {
      const { unmount } = await renderCard(booking({ status }), 'guest');
      expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
      unmount();
    }
  });
});

describe('BookingCard time-bank hours', () => {
  it.each<BookingRole>(['guest', 'host'])('shows the %s the hours a reciprocal booking costs', async (role) => {
    await renderCard(
      booking({
        service: { title: 'Childcare swap', type: 'childcare' },
        careHours: { careHours: 1, children: 2, hoursCharged: 1.5 },
      }),
      role,
    );
    const card = screen.getByRole('article', { name: 'Childcare swap' });
    expect(within(card).getByText('1 hour of care for 2 children: 1.5 hours from the time-bank')).toBeInTheDocument();
  });

  it('shows no hours on a booking paid in money or free', async () => {
    await renderCard(booking({}), 'guest');
    expect(screen.queryByTestId('booking-care-hours')).not.toBeInTheDocument();
  });
});
