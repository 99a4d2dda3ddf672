import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElementId } from './scroll-to';

export const HASH_SCROLL_DELAY_MS = 100;

export function useHashScroll(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeHash(hash);
    if (!id) {
      return;
    }
    const timer = setTimeout(() => scrollToElementId(id), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
