import { ofstedWarnings, type CareArrangement } from './ofsted-warning';

/** The plain warning shown on the listing and booking forms when care would need Ofsted registration. */
export function OfstedNotice({ care }: { care: CareArrangement }) {
  const warnings = ofstedWarnings(care);
  if (warnings.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Ofsted registration"
      className="rounded-xl border border-amber-800/30 bg-amber-50 p-3 text-amber-800"
    >
      {warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
    </div>
  );
}
