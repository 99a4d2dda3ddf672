import { defineErrors, ErrorKind } from '@village/kit';

export enum BookingsErrorCode {
  BookingNotFound = 'BOOKING_NOT_FOUND',
  BookingInvalid = 'BOOKING_INVALID',
  BookingOwnService = 'BOOKING_OWN_SERVICE',
  BookingServiceNotFound = 'BOOKING_SERVICE_NOT_FOUND',
  BookingFull = 'BOOKING_FULL',
  BookingStatusConflict = 'BOOKING_STATUS_CONFLICT',
  BookingPaymentPending = 'BOOKING_PAYMENT_PENDING',
  BookingPaymentFailed = 'BOOKING_PAYMENT_FAILED',
  OccurrenceUnavailable = 'OCCURRENCE_UNAVAILABLE',
}

export const bookingsErrors = defineErrors<BookingsErrorCode>({
  [BookingsErrorCode.BookingNotFound]: ErrorKind.NotFound,
  [BookingsErrorCode.BookingInvalid]: ErrorKind.Invalid,
  [BookingsErrorCode.BookingOwnService]: ErrorKind.Invalid,
  [BookingsErrorCode.BookingServiceNotFound]: ErrorKind.NotFound,
  [BookingsErrorCode.BookingFull]: ErrorKind.Conflict,
  [BookingsErrorCode.BookingStatusConflict]: ErrorKind.Conflict,
  [BookingsErrorCode.BookingPaymentPending]: ErrorKind.Conflict,
  [BookingsErrorCode.BookingPaymentFailed]: ErrorKind.Unavailable,
  [BookingsErrorCode.OccurrenceUnavailable]: ErrorKind.Conflict,
});

/** A booking that does not exist, or of which the caller is neither guest nor host: the same answer either way. */
export const bookingNotFound = () => bookingsErrors.error(BookingsErrorCode.BookingNotFound, 'Booking not found');

export const bookingInvalid = (message: string, fieldErrors: Record<string, string>) =>
  bookingsErrors.error(BookingsErrorCode.BookingInvalid, message, fieldErrors);

export const bookingOwnService = () =>
  bookingsErrors.error(BookingsErrorCode.BookingOwnService, 'You cannot book your own service');

/** Unknown, deleted, not active, or across a block (which is never revealed): the same answer. */
export const bookingServiceNotFound = () =>
  bookingsErrors.error(BookingsErrorCode.BookingServiceNotFound, 'Service not found');

export const bookingFull = () =>
  bookingsErrors.error(BookingsErrorCode.BookingFull, 'This service is fully booked on that day.');

/** `verb`: accepted, declined, cancelled or completed. */
export const bookingStatusConflict = (status: string, verb: string) =>
  bookingsErrors.error(
    BookingsErrorCode.BookingStatusConflict,
    `This booking is ${status} and can no longer be ${verb}.`,
  );

export const bookingPaymentPending = () =>
  bookingsErrors.error(BookingsErrorCode.BookingPaymentPending, 'The guest has not completed payment yet');

/** The card provider could not start the payment: the request is withdrawn and its seat released. */
export const bookingPaymentFailed = () =>
  bookingsErrors.error(BookingsErrorCode.BookingPaymentFailed, 'Failed to create booking');

/** An occurrence of a recurring service the host paused or cancelled (or a whole series). */
export const occurrenceUnavailable = (message: string) =>
  bookingsErrors.error(BookingsErrorCode.OccurrenceUnavailable, message);
