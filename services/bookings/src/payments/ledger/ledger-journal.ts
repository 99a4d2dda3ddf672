import { percentOf } from '../cancellation-policies';

export type LedgerAccount = 'guest_card' | 'platform_commission' | 'host_payable' | 'host_payouts';
export type LedgerKind = 'charge' | 'refund' | 'payout';

export interface LedgerLine {
  account: LedgerAccount;
  /** The guest for `guest_card`, the host for `host_*`, nobody for the platform. */
  memberId: string | null;
  amountMinor: number;
}

/** Entries posted together: one movement of one booking's money, summing to zero. */
export interface LedgerJournal {
  bookingId: string;
  kind: LedgerKind;
  currency: string;
  lines: LedgerLine[];
}

export class UnbalancedJournalError extends Error {
  constructor(journal: LedgerJournal, sum: number) {
    super(`ledger journal (${journal.kind}) of booking ${journal.bookingId} sums to ${sum}, not 0`);
    this.name = 'UnbalancedJournalError';
  }
}

/** Refuses a journal that does not sum to zero or holds a fractional amount: nothing of it may be written. */
export function assertBalanced(journal: LedgerJournal): void {
  if (journal.lines.some((line) => !Number.isSafeInteger(line.amountMinor))) {
    throw new Error(`ledger journal of booking ${journal.bookingId} holds an amount that is not whole minor units`);
  }
  const sum = journal.lines.reduce((total, line) => total + line.amountMinor, 0);
  if (sum !== 0) throw new UnbalancedJournalError(journal, sum);
}

/** The platform's commission on an amount at a rate such as 0.13, in whole minor units (halves up). */
export function commissionOf(amountMinor: number, rate: number): number {
  return percentOf(amountMinor, Math.round(rate * 100));
}

/** The share of the commission a refund gives back: round(C × R / A), halves up. */
export function commissionRefundOf(commissionMinor: number, refundMinor: number, capturedMinor: number): number {
  if (capturedMinor <= 0) return 0;
  return Math.floor((2 * commissionMinor * refundMinor + capturedMinor) / (2 * capturedMinor));
}

interface Parties {
  bookingId: string;
  guestId: string;
  hostId: string;
  currency: string;
}

/** Capture of A with commission C: guest_card −A, platform_commission +C, host_payable +(A−C). */
export function chargeJournal(parties: Parties, capturedMinor: number, commissionMinor: number): LedgerJournal {
  return {
    bookingId: parties.bookingId,
    kind: 'charge',
    currency: parties.currency,
    lines: [
      { account: 'guest_card', memberId: parties.guestId, amountMinor: -capturedMinor },
      { account: 'platform_commission', memberId: null, amountMinor: commissionMinor },
      { account: 'host_payable', memberId: parties.hostId, amountMinor: capturedMinor - commissionMinor },
    ],
  };
}

/** Refund R giving back Rc of the commission: guest_card +R, platform_commission −Rc, host_payable −(R−Rc). */
export function refundJournal(parties: Parties, refundMinor: number, commissionRefundMinor: number): LedgerJournal {
  return {
    bookingId: parties.bookingId,
    kind: 'refund',
    currency: parties.currency,
    lines: [
      { account: 'guest_card', memberId: parties.guestId, amountMinor: refundMinor },
      { account: 'platform_commission', memberId: null, amountMinor: -commissionRefundMinor },
      { account: 'host_payable', memberId: parties.hostId, amountMinor: -(refundMinor - commissionRefundMinor) },
    ],
  };
}

/** Payout of P, what remains payable to the host: host_payable −P, host_payouts +P. */
export function payoutJournal(parties: Parties, payableMinor: number): LedgerJournal {
  return {
    bookingId: parties.bookingId,
    kind: 'payout',
    currency: parties.currency,
    lines: [
      { account: 'host_payable', memberId: parties.hostId, amountMinor: -payableMinor },
      { account: 'host_payouts', memberId: parties.hostId, amountMinor: payableMinor },
    ],
  };
}
