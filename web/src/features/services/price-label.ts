import type { Service } from './services-api';

export type PricedService = Pick<Service, 'pricingType' | 'price' | 'currency'>;

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);
}

/** 'Free', 'Exchange', '£12.50', 'Donation (suggested £5.00)'. */
export function priceLabel({ pricingType, price, currency }: PricedService): string {
  switch (pricingType) {
    case 'free':
      return 'Free';
    case 'exchange':
      return 'Exchange';
    case 'donation_based':
      return price === null ? 'Donation' : `Donation (suggested ${formatMoney(price, currency)})`;
    case 'fixed_price':
      return price === null ? 'Price on request' : formatMoney(price, currency);
  }
}
