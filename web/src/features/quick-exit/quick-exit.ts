/**
 * Quick exit (ADR 025): leaves Village for a neutral site and leaves no Village page behind the neutral one in this
 * tab's history. Each history entry Village makes is stamped with its position in the tab's history; the first
 * Village entry's position is kept in sessionStorage. Leaving goes back to that first entry and replaces it with the
 * neutral site; later Village entries that the browser keeps ahead of it bounce to the neutral site if opened again.
 */

export const DEFAULT_QUICK_EXIT_URL = 'https://www.bbc.co.uk/weather';
export const QUICK_EXIT_URL_META = 'village-quick-exit-url';
/** Two presses of Esc within this long leave the page. */
export const DOUBLE_ESCAPE_MS = 1000;

const FIRST_ENTRY_KEY = 'village.quickExit.firstEntry';
const LEFT_KEY = 'village.quickExit.left';
const POSITION = 'villagePosition';

type Stamped = Record<string, unknown> & { [POSITION]?: number };

/** Where quick exit goes: the page's `<meta name="village-quick-exit-url">` (set at build), else the default. */
export function quickExitUrl(doc: Document = document): string {
  const configured = doc.querySelector<HTMLMetaElement>(`meta[name="${QUICK_EXIT_URL_META}"]`)?.content.trim();
  return configured && /^https?:\/\//.test(configured) ? configured : DEFAULT_QUICK_EXIT_URL;
}

const positionOf = (state: unknown): number | undefined => {
  const position = (state as Stamped | null)?.[POSITION];
  return typeof position === 'number' ? position : undefined;
};

const stamp = (state: unknown, position: number): Stamped => ({
  ...(state && typeof state === 'object' ? (state as Record<string, unknown>) : {}),
  [POSITION]: position,
});

/**
 * A Village page opened again after quick exit (the browser kept it ahead of the neutral site): true when it must
 * leave at once instead of showing. A page the member opens afresh in the tab clears the mark and shows.
 */
export function mustLeaveAgain(win: Window = window): boolean {
  if (win.sessionStorage.getItem(LEFT_KEY) === null) return false;
  if (positionOf(win.history.state) !== undefined) return true;
  win.sessionStorage.removeItem(LEFT_KEY);
  return false;
}

/** Leaves for the neutral site at once, showing nothing (a Village page opened again after quick exit). */
export function leaveAgain(win: Window = window): void {
  win.document.documentElement.style.visibility = 'hidden';
  win.location.replace(quickExitUrl(win.document));
}

/** Stamps this entry and every entry Village adds with its position; remembers the tab's first Village entry. */
export function trackVillageHistory(win: Window = window): void {
  const { history, sessionStorage } = win;
  const current = positionOf(history.state) ?? history.length - 1;
  if (positionOf(history.state) === undefined) history.replaceState(stamp(history.state, current), '');
  const first = Number(sessionStorage.getItem(FIRST_ENTRY_KEY) ?? Number.NaN);
  if (!Number.isInteger(first) || first > current) sessionStorage.setItem(FIRST_ENTRY_KEY, String(current));

  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) =>
    push(stamp(state, (positionOf(history.state) ?? history.length - 1) + 1), unused, url);
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) =>
    replace(stamp(state, positionOf(history.state) ?? history.length - 1), unused, url);
}

/** Hides Village at once, walks back to the tab's first Village entry and replaces it with the neutral site. */
export function quickExit(win: Window = window): void {
  const target = quickExitUrl(win.document);
  win.document.documentElement.style.visibility = 'hidden';
  win.document.title = '';
  const current = positionOf(win.history.state);
  const first = Number(win.sessionStorage.getItem(FIRST_ENTRY_KEY));
  win.sessionStorage.clear();
  win.sessionStorage.setItem(LEFT_KEY, '1');
  const steps = current !== undefined && Number.isInteger(first) ? current - first : 0;
  if (steps <= 0) {
    win.location.replace(target);
    return;
  }
  win.addEventListener('popstate', () => win.location.replace(target), { once: true });
  win.history.go(-steps);
}

/** Calls `onDoubleEscape` when Esc is pressed twice within DOUBLE_ESCAPE_MS; returns the listener's remover. */
export function listenForDoubleEscape(onDoubleEscape: () => void, win: Window = window, now = () => Date.now()) {
  let lastEscape = Number.NEGATIVE_INFINITY;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const at = now();
    if (at - lastEscape <= DOUBLE_ESCAPE_MS) {
      lastEscape = Number.NEGATIVE_INFINITY;
      onDoubleEscape();
    } else {
      lastEscape = at;
    }
  };
  win.addEventListener('keydown', onKeyDown, true);
  return () => win.removeEventListener('keydown', onKeyDown, true);
}
