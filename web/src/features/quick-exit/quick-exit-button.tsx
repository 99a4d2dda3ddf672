import { useEffect } from 'react';
import { listenForDoubleEscape, quickExit } from './quick-exit';

/** On every page: leaves Village for a neutral site at once (also Esc twice). See ADR 025. */
export function QuickExitButton() {
  useEffect(() => listenForDoubleEscape(() => quickExit()), []);
  return (
    <button
      type="button"
      onClick={() => quickExit()}
      aria-keyshortcuts="Escape Escape"
      title="Leave this site now (or press Esc twice)"
      className="fixed bottom-4 left-4 z-50 inline-flex min-h-11 translate-y-[calc(var(--cookie-banner-height,0px)*-1)] items-center rounded-full border-2 border-white bg-ink px-4 font-semibold text-white shadow-lg hover:bg-ink-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-clay-700"
    >
      Quick exit
    </button>
  );
}
