import { defineErrors, ErrorKind } from '@village/kit';

export enum PickupsErrorCode {
  PickupNotChildcare = 'PICKUP_NOT_CHILDCARE',
  PickupNotGuest = 'PICKUP_NOT_GUEST',
  PickupAdultsClosed = 'PICKUP_ADULTS_CLOSED',
  HandoverNotConfirmed = 'HANDOVER_NOT_CONFIRMED',
  HandoverTooEarly = 'HANDOVER_TOO_EARLY',
  HandoverInvalid = 'HANDOVER_INVALID',
}

export const pickupsErrors = defineErrors<PickupsErrorCode>({
  [PickupsErrorCode.PickupNotChildcare]: ErrorKind.Invalid,
  [PickupsErrorCode.PickupNotGuest]: ErrorKind.Forbidden,
  [PickupsErrorCode.PickupAdultsClosed]: ErrorKind.Conflict,
  [PickupsErrorCode.HandoverNotConfirmed]: ErrorKind.Conflict,
  [PickupsErrorCode.HandoverTooEarly]: ErrorKind.Conflict,
  [PickupsErrorCode.HandoverInvalid]: ErrorKind.Invalid,
});

export const pickupNotChildcare = () =>
  pickupsErrors.error(
    PickupsErrorCode.PickupNotChildcare,
    'Only a childcare booking names the adults who may collect the child',
    { authorisedAdults: 'Only a childcare booking names the adults who may collect the child' },
  );

export const pickupNotGuest = () =>
  pickupsErrors.error(PickupsErrorCode.PickupNotGuest, 'Only the parent who booked can change who may collect');

export const pickupAdultsClosed = (status: string) =>
  pickupsErrors.error(
    PickupsErrorCode.PickupAdultsClosed,
    `This booking is ${status}: the adults who may collect can no longer be changed.`,
  );

export const handoverNotConfirmed = (status: string) =>
  pickupsErrors.error(
    PickupsErrorCode.HandoverNotConfirmed,
    `This booking is ${status}: check-ins can be recorded only on a confirmed booking.`,
  );

export const handoverTooEarly = () =>
  pickupsErrors.error(PickupsErrorCode.HandoverTooEarly, 'Check-ins can be recorded from the day of the booking.');

export const handoverInvalid = () =>
  pickupsErrors.error(PickupsErrorCode.HandoverInvalid, "A check-in is 'collected' or 'dropped_off'", {
    kind: "A check-in is 'collected' or 'dropped_off'",
  });
