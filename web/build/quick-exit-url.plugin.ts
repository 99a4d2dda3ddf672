import type { Plugin } from 'vite';
import { QUICK_EXIT_URL_META } from '../src/features/quick-exit/quick-exit';

/**
 * Names the neutral site quick exit leaves for (VILLAGE_QUICK_EXIT_URL at build time, an http(s) address) in a
 * `<meta>` of index.html; without it the app's default is used.
 */
export function quickExitUrl(url: string | undefined): Plugin {
  return {
    name: 'village-quick-exit-url',
    transformIndexHtml() {
      if (!url) return [];
      if (!/^https?:\/\/[^\s"<>]+$/.test(url)) throw new Error('VILLAGE_QUICK_EXIT_URL must be an http(s) address');
      return [{ tag: 'meta', attrs: { name: QUICK_EXIT_URL_META, content: url }, injectTo: 'head' }];
    },
  };
}
