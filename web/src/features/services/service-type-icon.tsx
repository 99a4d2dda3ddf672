import { serviceTypeInfo } from './service-types';

export function ServiceTypeIcon({ type, className = 'size-4' }: { type: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {serviceTypeInfo(type).iconPaths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
