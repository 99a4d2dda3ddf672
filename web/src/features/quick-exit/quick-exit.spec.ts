import {
  DEFAULT_QUICK_EXIT_URL,
  listenForDoubleEscape,
  mustLeaveAgain,
  QUICK_EXIT_URL_META,
  quickExit,
  quickExitUrl,
  trackVillageHistory,
} from './quick-exit';

/** A tab's history as the browser keeps it: entries, the current one, and what replacing the page did. */
function fakeTab(entriesBeforeVillage: number) {
  const entries: unknown[] = Array.from({ length: entriesBeforeVillage + 1 }, () => null);
  let index = entriesBeforeVillage;
  const listeners = new Map<string, Array<() => void>>();
  const replacedWith: string[] = [];
  const history = {
    get length() {
      return entries.length;
    },
    get state() {
      return entries[index];
    },
    pushState(state: unknown) {
      entries.splice(index + 1, entries.length, state);
      index += 1;
    },
    replaceState(state: unknown) {
      entries[index] = state;
    },
    go(delta: number) {
      index += delta;
      for (const listener of listeners.get('popstate') ?? []) listener();
    },
  };
  window.sessionStorage.clear();
  const win = {
    history,
    sessionStorage: window.sessionStorage,
    document,
    location: { replace: (url: string) => replacedWith.push(url) },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  } as unknown as Window;
  return { win, history, replacedWith, index: () => index };
}

afterEach(() => {
  document.head.querySelector(`meta[name="${QUICK_EXIT_URL_META}"]`)?.remove();
  document.documentElement.style.visibility = '';
});

it('goes back to the first Village entry of the tab and replaces it with the neutral site', () => {
  const tab = fakeTab(2);
  trackVillageHistory(tab.win);
  tab.win.history.pushState({ idx: 1 }, '', '/services');
  tab.win.history.pushState({ idx: 2 }, '', '/messages');
  tab.win.history.replaceState({ idx: 2, usr: 'kept' }, '', '/messages?tab=1');
  tab.win.sessionStorage.setItem('village.other', 'something of Village');

  quickExit(tab.win);

  expect(tab.index()).toBe(2);
  expect(tab.replacedWith).toEqual([DEFAULT_QUICK_EXIT_URL]);
  expect(document.documentElement.style.visibility).toBe('hidden');
  expect(tab.win.sessionStorage.getItem('village.other')).toBeNull();
});

it('replaces the page at once when it is the first Village entry', () => {
  const tab = fakeTab(0);
  trackVillageHistory(tab.win);
  quickExit(tab.win);
  expect(tab.index()).toBe(0);
  expect(tab.replacedWith).toEqual([DEFAULT_QUICK_EXIT_URL]);
});

it("keeps the router's own state when it stamps the entries", () => {
  const tab = fakeTab(1);
  trackVillageHistory(tab.win);
  tab.win.history.pushState({ idx: 1, key: 'abc' }, '', '/x');
  expect(tab.history.state).toEqual({ idx: 1, key: 'abc', villagePosition: 2 });
});

it('leaves at once when a Village entry kept by the browser is opened after quick exit, not when opened afresh', () => {
  const tab = fakeTab(0);
  trackVillageHistory(tab.win);
  tab.win.history.pushState(null, '', '/later');
  quickExit(tab.win);
  tab.win.history.go(1);
  expect(mustLeaveAgain(tab.win)).toBe(true);

  const fresh = fakeTab(3);
  fresh.win.sessionStorage.setItem('village.quickExit.left', '1');
  expect(mustLeaveAgain(fresh.win)).toBe(false);
  expect(fresh.win.sessionStorage.getItem('village.quickExit.left')).toBeNull();
});

it('uses the configured neutral site when index.html names an http(s) one', () => {
  expect(quickExitUrl()).toBe(DEFAULT_QUICK_EXIT_URL);
  const meta = document.createElement('meta');
  meta.name = QUICK_EXIT_URL_META;
  meta.content = 'javascript:alert(1)';
  document.head.append(meta);
  expect(quickExitUrl()).toBe(DEFAULT_QUICK_EXIT_URL);
  meta.content = 'https://weather.example/today';
  expect(quickExitUrl()).toBe('https://weather.example/today');
});

describe('Esc twice', () => {
  const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }));

  it('leaves when Esc is pressed twice within a second, not when the presses are further apart', () => {
    let now = 0;
    const onDoubleEscape = jest.fn();
    const stop = listenForDoubleEscape(onDoubleEscape, window, () => now);
    press('Escape');
    now = 1500;
    press('Escape');
    expect(onDoubleEscape).not.toHaveBeenCalled();
    now = 2300;
    press('Escape');
    expect(onDoubleEscape).toHaveBeenCalledTimes(1);
    now = 2400;
    press('Escape');
    expect(onDoubleEscape).toHaveBeenCalledTimes(1);
    stop();
    press('Escape');
    press('Escape');
    expect(onDoubleEscape).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys', () => {
    const onDoubleEscape = jest.fn();
    const stop = listenForDoubleEscape(onDoubleEscape, window, () => 0);
    press('Enter');
    press('Enter');
    expect(onDoubleEscape).not.toHaveBeenCalled();
    stop();
  });
});
