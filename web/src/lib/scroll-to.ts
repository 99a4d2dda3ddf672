import { scrollBehavior } from './reduced-motion';

export function scrollToElementId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    return false;
  }
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!target.hasAttribute('tabindex') && !isFocusable(target)) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, [tabindex]');
}
