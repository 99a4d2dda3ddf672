import { checkTestCard, passesLuhn, TEST_CARD_MESSAGES } from './test-cards';

const now = new Date('2030-03-01T09:00:00Z');
const card = (cardNumber: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  ...overrides,
});

it('authorises the usual test cards, keeping only the last four digits', () => {
  expect(checkTestCard(card('4242 4242 4242 4242'), now)).toEqual({ ok: true, last4: '4242' });
  expect(checkTestCard(card('5555555555554444'), now)).toEqual({ ok: true, last4: '4444' });
});

it('declines the declining test cards with their reason', () => {
  expect(checkTestCard(card('4000000000000002'), now)).toMatchObject({ ok: false, message: 'Your card was declined.' });
  expect(checkTestCard(card('4000000000009995'), now)).toMatchObject({
    ok: false,
    message: 'Your card has insufficient funds.',
  });
});

it('calls a number failing the Luhn check incorrect', () => {
  expect(passesLuhn('4242424242424241')).toBe(false);
  expect(passesLuhn('4242424242424242')).toBe(true);
  for (const number of ['4242424242424241', '1234', 'abcd efgh ijkl mnop', '']) {
    expect(checkTestCard(card(number), now)).toMatchObject({ ok: false, message: TEST_CARD_MESSAGES.incorrectNumber });
  }
});

it('declines a valid number that is not a test card', () => {
  expect(checkTestCard(card('4000056655665556'), now)).toMatchObject({ ok: false, message: 'Your card was declined.' });
});

it('refuses an expired card, a bad month and a bad security code', () => {
  expect(checkTestCard(card('4242424242424242', { expMonth: 2, expYear: 2030 }), now)).toMatchObject({
    ok: false,
    message: 'Your card has expired.',
  });
  expect(checkTestCard(card('4242424242424242', { expMonth: 3, expYear: 30 }), now)).toMatchObject({ ok: true });
  expect(checkTestCard(card('4242424242424242', { expMonth: 13 }), now)).toMatchObject({ field: 'expMonth' });
  expect(checkTestCard(card('4242424242424242', { cvc: '12' }), now)).toMatchObject({ field: 'cvc' });
});
