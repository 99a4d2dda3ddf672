import { fetchJson } from '../../api/api-request';

export type BookingStatus = 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'completed';
export type PaymentStatus =
  'none' | 'requires_payment' | 'authorised' | 'captured' | 'cancelled' | 'refunded' | 'partially_refunded' | 'failed';

/** A booking as the gateway's REST routes return it (/api/bookings*). */
export interface Booking {
  id: string;
  serviceId: string;
  hostId: string;
  guestId: string;
  bookingDate: string;
  notes: string | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  totalAmountMinor: number;
  currency: string;
  cancellationPolicy: string;
  cancelledBy: string | null;
  refundAmountMinor: number;
  createdAt: string;
  service: { title: string; type: string } | null;
  /** The other side (the host for the guest, the guest for the host); null until the booking is confirmed. */
  counterpartContact: { firstName: string; email: string | null } | null;
  /** Reciprocal childcare only: the care asked for and the time-bank hours it costs (never money). */
  careHours: BookingCareHours | null;
}

export interface BookingCareHours {
  careHours: number;
  children: number;
  hoursCharged: number;
}

export interface BookingRequest {
  serviceId: string;
  hostId: string;
  bookingDate: string;
  notes: string | null;
  /** Sent for a donation-based service only: the server sets every other amount. */
  totalAmount?: number;
  /** Childcare only: the adults authorised to collect the child (names only). */
  authorisedAdults?: string[];
  /** Reciprocal childcare only: hours of care (0.5–12) and children (1–4). */
  careHours?: number;
  childrenCount?: number;
}

export interface TestCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type BookingAction = 'accept' | 'decline' | 'cancel';

const BOOKINGS_URL = '/api/bookings';
const bookingUrl = (id: string) => `${BOOKINGS_URL}/${encodeURIComponent(id)}`;

const fetchList = async (side: 'guest' | 'host', signal?: AbortSignal): Promise<Booking[]> =>
  (await fetchJson<{ bookings: Booking[] }>(`${BOOKINGS_URL}/${side}`, { signal })).bookings;

export const fetchGuestBookings = (signal?: AbortSignal): Promise<Booking[]> => fetchList('guest', signal);

export const fetchHostBookings = (signal?: AbortSignal): Promise<Booking[]> => fetchList('host', signal);

export const requestBooking = (request: BookingRequest): Promise<Booking> =>
  fetchJson<Booking>(BOOKINGS_URL, { method: 'POST', json: request });

export const changeBooking = (id: string, action: BookingAction): Promise<Booking> =>
  fetchJson<Booking>(`${bookingUrl(id)}/${action}`, { method: 'POST' });

export const payWithTestCard = (id: string, card: TestCard): Promise<Booking> =>
  fetchJson<Booking>(`${bookingUrl(id)}/test-payment`, { method: 'POST', json: card });

/** What the browser needs to take a booking's payment (GET /api/bookings/{id}/payment). */
export interface BookingPayment {
  provider: 'test' | 'stripe';
  /** Stripe's Payment Element confirms with it: the guest's only, while the payment is to be made. */
  clientSecret: string | null;
  publishableKey: string | null;
}

export const fetchBookingPayment = (id: string, signal?: AbortSignal): Promise<BookingPayment> =>
  fetchJson<BookingPayment>(`${bookingUrl(id)}/payment`, { signal });
