/** A service's cancellation policy: how much of a booking a guest gets back on cancelling. */
export type CancellationPolicy = 'flexible' | 'moderate' | 'strict';

export interface CancellationPolicyWords {
  value: CancellationPolicy;
  label: string;
  text: string;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

/** The three policies in the order they are offered, word for word as the service form, detail and booking show them. */
export const CANCELLATION_POLICIES: readonly CancellationPolicyWords[] = [
  {
    value: 'flexible',
    label: 'Flexible',
    text: 'Full refund if you cancel at least 24 hours before the booked day; 50% after that.',
  },
  {
    value: 'moderate',
    label: 'Moderate',
    text: 'Full refund if you cancel at least 5 days before the booked day; 50% after that.',
  },
  {
    value: 'strict',
    label: 'Strict',
    text: '50% refund if you cancel at least 7 days before the booked day; no refund after that.',
  },
];

/** True whatever the policy. */
export const HOST_CANCELS_SENTENCE = 'If the host cancels or declines, you get a full refund.';

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return CANCELLATION_POLICIES.some((policy) => policy.value === value);
}

/** A policy's words; an unknown one (an older answer) reads as the default. */
export function cancellationPolicyWords(value: string | null | undefined): CancellationPolicyWords {
  return CANCELLATION_POLICIES.find((policy) => policy.value === value) ?? CANCELLATION_POLICIES[0];
}
