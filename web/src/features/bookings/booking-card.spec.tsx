import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
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
  service: { title: 'Forest school', type: 'childcare' },
  counterpartContact: null,
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
    expect(within(card).queryByRole('link')).toBeNull();
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
