/** A video camera: the event happens online. */
export function VirtualIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="3" y="6" width="12" height="12" rx="2" />
      <path d="M15 10.5l6-3.5v10l-6-3.5" />
    </svg>
  );
}
