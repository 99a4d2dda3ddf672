import { bookingInvalid } from '../bookings.errors';

export interface PricedService {
  pricingType: string;
  priceMinor: number | null;
}

const hasAtMostTwoDecimals = (major: number): boolean => {
  const cents = major * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
};

/**
 * What the guest pays, in minor units, decided by the server: free and exchange nothing, a fixed price its price
 * (whatever the client sent), a donation what the guest chose (major units) or else the listed price.
 */
export function bookingAmountMinor(service: PricedService, totalAmount: number | null | undefined): number {
  if (service.pricingType === 'fixed_price') return service.priceMinor ?? 0;
  if (service.pricingType !== 'donation_based') return 0;
  if (totalAmount === null || totalAmount === undefined) return service.priceMinor ?? 0;
  if (!Number.isFinite(totalAmount) || totalAmount < 0) {
    throw bookingInvalid('Amount must be 0 or more', { totalAmount: 'Amount must be 0 or more' });
  }
  if (!hasAtMostTwoDecimals(totalAmount)) {
    const message = 'Amount can have at most 2 decimal places';
    throw bookingInvalid(message, { totalAmount: message });
  }
  const minor = Math.round(totalAmount * 100);
  if (!Number.isSafeInteger(minor)) throw bookingInvalid('Amount is too large', { totalAmount: 'Amount is too large' });
  return minor;
}
