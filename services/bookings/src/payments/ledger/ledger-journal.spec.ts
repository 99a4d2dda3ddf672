import {
  assertBalanced,
  chargeJournal,
  commissionOf,
  commissionRefundOf,
  payoutJournal,
  refundJournal,
  UnbalancedJournalError,
  type LedgerJournal,
} from './ledger-journal';

const parties = { bookingId: 'b-1', guestId: 'g-1', hostId: 'h-1', currency: 'GBP' };
const sum = (journal: LedgerJournal): number => journal.lines.reduce((total, line) => total + line.amountMinor, 0);

it('refuses a journal that does not sum to zero', () => {
  const journal = chargeJournal(parties, 10_000, 1_300);
  journal.lines[2].amountMinor += 1;
  expect(() => assertBalanced(journal)).toThrow(UnbalancedJournalError);
  expect(() => assertBalanced(journal)).toThrow('sums to 1, not 0');
});

it('refuses fractional minor units even when the sum is zero', () => {
  const journal = payoutJournal(parties, 10);
  journal.lines[0].amountMinor = -10.5;
  journal.lines[1].amountMinor = 10.5;
  expect(() => assertBalanced(journal)).toThrow('not whole minor units');
});

it('charge, refund and payout journals balance, and so does the booking once paid out', () => {
  const commission = commissionOf(10_000, 0.13);
  const refundCommission = commissionRefundOf(commission, 2_500, 10_000);
  const charge = chargeJournal(parties, 10_000, commission);
  const refund = refundJournal(parties, 2_500, refundCommission);
  const payable = 10_000 - commission - (2_500 - refundCommission);
  const payout = payoutJournal(parties, payable);
  for (const journal of [charge, refund, payout]) {
    expect(() => assertBalanced(journal)).not.toThrow();
    expect(sum(journal)).toBe(0);
  }
  expect(commission).toBe(1_300);
  expect(refundCommission).toBe(325);
  expect(payout.lines[1].amountMinor).toBe(6_525); // 8700 payable less 2175 refunded;
});

it('rounds commission and its refunded share half up', () => {
  expect(commissionOf(1_050, 0.13)).toBe(137); // 136.5
  expect(commissionOf(1_049, 0.13)).toBe(136); // 136.37
  expect(commissionRefundOf(137, 525, 1_050)).toBe(69); // 68.5
  expect(commissionRefundOf(137, 0, 1_050)).toBe(0);
});
