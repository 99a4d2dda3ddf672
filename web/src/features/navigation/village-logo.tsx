export function VillageMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path d="M4 15L16 5l12 10v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V15z" fill="#a04e28" />
      <path d="M16 25s-5.5-3.3-5.5-7.2A3 3 0 0 1 16 16a3 3 0 0 1 5.5 1.8c0 3.9-5.5 7.2-5.5 7.2z" fill="#fdf8f3" />
    </svg>
  );
}
