/** A card as the offline test provider's form sends it; the number never leaves this process. */
export interface TestCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TestCardResult = { ok: true; last4: string } | { ok: false; message: string; field: keyof TestCard };

export const TEST_CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectExpiry: "Your card's expiration date is incorrect.",
  incorrectCvc: "Your card's security code is incorrect.",
} as const;

/** Test numbers that authorise, and those declined with their reason. */
const AUTHORISING = new Set(['4242424242424242', '5555555555554444']);
const DECLINING: Record<string, string> = {
  '4000000000000002': TEST_CARD_MESSAGES.declined,
  '4000000000009995': TEST_CARD_MESSAGES.insufficientFunds,
};

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/**
 * The offline provider's answer to a card: the usual test numbers authorise or decline as a card network would;
 * a number failing the Luhn check is incorrect; any other number is declined (this provider takes no real card).
 */
export function checkTestCard(card: TestCard, now: Date): TestCardResult {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return { ok: false, message: TEST_CARD_MESSAGES.incorrectNumber, field: 'cardNumber' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear)) {
    return { ok: false, message: TEST_CARD_MESSAGES.incorrectExpiry, field: 'expMonth' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const monthNow = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (year * 12 + card.expMonth < monthNow) return { ok: false, message: TEST_CARD_MESSAGES.expired, field: 'expYear' };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, message: TEST_CARD_MESSAGES.incorrectCvc, field: 'cvc' };
  const declined = DECLINING[digits];
  if (declined) return { ok: false, message: declined, field: 'cardNumber' };
  if (!AUTHORISING.has(digits)) return { ok: false, message: TEST_CARD_MESSAGES.declined, field: 'cardNumber' };
  return { ok: true, last4: digits.slice(-4) };
}
