export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'none',
  'requires_payment',
  'authorised',
  'captured',
  'cancelled',
  'refunded',
  'partially_refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type { CancelledBy } from '../payments/cancellation-policies';

/** What each transition is called in the refusal 'This booking is <status> and can no longer be <verb>.' */
export type BookingTransition = 'accepted' | 'declined' | 'cancelled' | 'completed';

const ALLOWED_FROM: Record<BookingTransition, readonly BookingStatus[]> = {
  accepted: ['pending'],
  declined: ['pending'],
  cancelled: ['pending', 'confirmed'],
  completed: ['confirmed'],
};

export const canTransition = (from: string, transition: BookingTransition): boolean =>
  (ALLOWED_FROM[transition] as readonly string[]).includes(from);

/** A seat is held while a booking is pending or confirmed. */
export const holdsSeat = (status: string): boolean => status === 'pending' || status === 'confirmed';
