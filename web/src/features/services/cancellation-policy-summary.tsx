import { cancellationPolicyWords, HOST_CANCELS_SENTENCE } from './cancellation-policies';

/** 'Cancellation policy: Moderate' with what it means and what is always true: shown before booking. */
export function CancellationPolicySummary({ policy, className }: { policy: string; className?: string }) {
  const words = cancellationPolicyWords(policy);
  return (
    <div className={className}>
      <p className="font-semibold">Cancellation policy: {words.label}</p>
      <p className="mt-1">{words.text}</p>
      <p className="mt-1">{HOST_CANCELS_SENTENCE}</p>
    </div>
  );
}
