import { formatMoney, priceLabel } from './price-label';

describe('priceLabel', () => {
  it.each([
    [{ pricingType: 'free', price: null, currency: 'GBP' }, 'Free'],
    [{ pricingType: 'exchange', price: null, currency: 'GBP' }, 'Exchange'],
    [{ pricingType: 'fixed_price', price: 12.5, currency: 'GBP' }, '£12.50'],
    [{ pricingType: 'fixed_price', price: 1250, currency: 'GBP' }, '£1,250.00'],
    [{ pricingType: 'fixed_price', price: 0, currency: 'GBP' }, '£0.00'],
    [{ pricingType: 'donation_based', price: 5, currency: 'GBP' }, 'Donation (suggested £5.00)'],
    [{ pricingType: 'fixed_price', price: 20, currency: 'EUR' }, '€20.00'],
    [{ pricingType: 'fixed_price', price: 20, currency: 'USD' }, 'US$20.00'],
  ] as const)('%j reads %s', (service, label) => {
    expect(priceLabel(service)).toBe(label);
  });

  it('formats money the en-GB way through Intl', () => {
    expect(formatMoney(9.99, 'GBP')).toBe('£9.99');
    expect(formatMoney(15, 'CAD')).toBe('CA$15.00');
  });
});
