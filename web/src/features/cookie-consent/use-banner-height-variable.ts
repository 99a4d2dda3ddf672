import { useEffect, type RefObject } from 'react';

export const BANNER_HEIGHT_VARIABLE = '--cookie-banner-height';

export function useBannerHeightVariable(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    const root = document.documentElement;
    const update = () => root.style.setProperty(BANNER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VARIABLE);
    };
  }, [ref]);
}
