/** A booking's payment status (on the booking and on its payment). */
export type PaymentStatus =
  'none' | 'requires_payment' | 'authorised' | 'captured' | 'cancelled' | 'refunded' | 'partially_refunded' | 'failed';

export type ProviderName = 'stripe' | 'test';
