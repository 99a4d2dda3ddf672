/** The words of the current service model (the spec's section 3), as stored and returned. */

export const SERVICE_MODES = ['in_person', 'online'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

export const PRICING_TYPES = ['free', 'fixed_price', 'donation_based', 'exchange'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
/** The pricing types that carry a price; the others must not. */
export const PRICED_PRICING_TYPES: readonly PricingType[] = ['fixed_price', 'donation_based'];

export const RECURRING_PATTERNS = ['weekly', 'biweekly', 'monthly', 'custom'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

/** How long one occurrence of a recurring service lasts, in minutes (an hour unless the host says). */
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 24 * 60;

export const SERVICE_STATUSES = ['active', 'paused', 'completed', 'cancelled'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** How much of a booking's price a guest gets back on cancelling (bookings does the refund math). */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MAX_PHOTOS = 5;
/** Keeps `priceMinor` inside a GraphQL Int; no service of the spec's kinds costs more. */
export const MAX_PRICE = 1_000_000;
/** Keeps `max_participants` a sensible int; the spec sets only the minimum. */
export const MAX_PARTICIPANTS = 1000;
