import { bookingInvalid } from '../bookings.errors';

/** Hours a member receives once, when identity verifies them (ADR 028): enough for one short first swap. */
export const STARTER_HOURS = 3;

export const CARE_HOURS_MIN = 0.5;
export const CARE_HOURS_MAX = 12;
export const CHILDREN_MAX = 4;

/** The arrangement whose care is paid in time-bank hours, never money. */
export const RECIPROCAL = 'reciprocal';

/** More children are more work (as Komae weighs them): 1 child ×1, 2 children ×1.5, 3 or 4 children ×2. */
export function childrenFactor(children: number): number {
  if (children <= 1) return 1;
  if (children === 2) return 1.5;
  return 2;
}

/** Hours of care × the children factor, rounded up to the half hour (ADR 028). */
export function hoursCharged(careHours: number, children: number): number {
  return Math.ceil(careHours * childrenFactor(children) * 2) / 2;
}

export interface CareRequest {
  careHours: number;
  children: number;
}

/** The hours and children a guest gives for reciprocal care, or the field's message. */
export function checkedCare(careHours: number | null | undefined, children: number | null | undefined): CareRequest {
  const hoursMessage = 'Please enter the hours of care, from 0.5 to 12 in half hours';
  const validHours =
    typeof careHours === 'number' &&
    careHours >= CARE_HOURS_MIN &&
    careHours <= CARE_HOURS_MAX &&
    Number.isInteger(careHours * 2);
  if (!validHours) throw bookingInvalid(hoursMessage, { careHours: hoursMessage });
  const childrenMessage = 'Please enter the number of children, from 1 to 4';
  if (typeof children !== 'number' || !Number.isInteger(children) || children < 1 || children > CHILDREN_MAX) {
    throw bookingInvalid(childrenMessage, { childrenCount: childrenMessage });
  }
  return { careHours, children };
}

/** '1.5', '3' — hours as a person reads them. */
export const formatHours = (hours: number): string => String(Math.round(hours * 10) / 10);

export function refuseWhenShort(needed: number, available: number): void {
  if (available >= needed) return;
  const message = `You need ${formatHours(needed)} hours for this booking; you have ${formatHours(Math.max(available, 0))}.`;
  throw bookingInvalid(message, { careHours: message });
}
