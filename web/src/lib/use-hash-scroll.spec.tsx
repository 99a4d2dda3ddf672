import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS, useHashScroll } from './use-hash-scroll';

function Page() {
  useHashScroll();
  return (
    <section id="services" aria-label="Services">
      Services
    </section>
  );
}

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Page />
    </MemoryRouter>,
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
}

describe('useHashScroll', () => {
  const originalMatchMedia = window.matchMedia;
  let scrollIntoView: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollIntoView.mockRestore();
    window.matchMedia = originalMatchMedia;
  });

  it('scrolls smoothly to the element named by the hash 100 ms after load and focuses it', () => {
    mockReducedMotion(false);
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
    const { getByRole } = renderAt('/#services');

    act(() => jest.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(getByRole('region', { name: 'Services' })).toHaveFocus();
  });

  it('jumps instantly when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderAt('/#services');
    act(() => jest.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('does nothing without a hash or for an unknown id', () => {
    mockReducedMotion(false);
    renderAt('/');
    act(() => jest.advanceTimersByTime(1000));
    renderAt('/#nowhere');
    act(() => jest.advanceTimersByTime(1000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
