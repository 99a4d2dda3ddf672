export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center p-8">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-clay-100 border-t-clay-700"
      />
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="min-h-dvh">
      <Spinner />
    </div>
  );
}
