/** Security tab: what quick exit does, and what only a private window can do (ADR 025). */
export function LeavingQuicklyAdvice() {
  return (
    <section aria-labelledby="leaving-quickly-heading">
      <h2 id="leaving-quickly-heading" className="text-xl font-bold">
        Leaving quickly
      </h2>
      <p className="mt-1">
        Press <strong>Quick exit</strong> at the bottom of any page, or Esc twice, and Village is replaced by a weather
        page. The back button of this tab then leads away from Village.
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        Your browser&apos;s history list and address bar suggestions can still show that you visited Village. To leave
        no trace there, use a private (incognito) window, or clear your browsing history afterwards.
      </p>
    </section>
  );
}
