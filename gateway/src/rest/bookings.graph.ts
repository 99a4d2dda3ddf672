import type { BookingJson } from './bookings.schemas';

const BOOKING_FIELDS = [
  'id serviceId hostId guestId bookingDate notes status paymentStatus totalAmount totalAmountMinor currency',
  'cancellationPolicy cancelledBy refundAmountMinor createdAt service { title type }',
  'counterpartContact { firstName email }',
  'careHours { careHours children hoursCharged }',
].join(' ');

export const GUEST_BOOKINGS_QUERY = `query GuestBookings { guestBookings { ${BOOKING_FIELDS} } }`;
export const HOST_BOOKINGS_QUERY = `query HostBookings { hostBookings { ${BOOKING_FIELDS} } }`;
export const BOOKING_QUERY = `query Booking($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`;
export const REQUEST_BOOKING = `mutation RequestBooking($input: RequestBookingInput!) { requestBooking(input: $input) { ${BOOKING_FIELDS} } }`;

/** The host's and guest's status changes, by the mutation's name. */
export const BOOKING_STATUS_CHANGES = {
  acceptBooking: `mutation AcceptBooking($id: ID!) { acceptBooking(id: $id) { ${BOOKING_FIELDS} } }`,
  declineBooking: `mutation DeclineBooking($id: ID!) { declineBooking(id: $id) { ${BOOKING_FIELDS} } }`,
  cancelBooking: `mutation CancelBooking($id: ID!) { cancelBooking(id: $id) { ${BOOKING_FIELDS} } }`,
} as const;

export const PAY_WITH_TEST_CARD = `mutation PayWithTestCard($id: ID!, $card: TestCardInput!) { payBookingWithTestCard(id: $id, card: $card) { ${BOOKING_FIELDS} } }`;

export type BookingStatusChange = keyof typeof BOOKING_STATUS_CHANGES;
export type GraphBooking = BookingJson;
