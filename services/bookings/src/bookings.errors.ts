import { defineErrors, ErrorKind } from '@village/kit';

export enum BookingsErrorCode {
  BookingNotFound = 'BOOKING_NOT_FOUND',
}

export const bookingsErrors = defineErrors<BookingsErrorCode>({
  [BookingsErrorCode.BookingNotFound]: ErrorKind.NotFound,
});
