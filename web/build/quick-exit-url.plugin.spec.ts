import { QUICK_EXIT_URL_META } from '../src/features/quick-exit/quick-exit';
import { quickExitUrl } from './quick-exit-url.plugin';

const transform = (url: string | undefined) => (quickExitUrl(url).transformIndexHtml as () => unknown[])();

it('adds no meta without VILLAGE_QUICK_EXIT_URL, so the default neutral site is used', () => {
  expect(transform(undefined)).toEqual([]);
});

it('names the configured neutral site in a meta of index.html', () => {
  expect(transform('https://weather.example/today')).toEqual([
    { tag: 'meta', attrs: { name: QUICK_EXIT_URL_META, content: 'https://weather.example/today' }, injectTo: 'head' },
  ]);
});

it('refuses an address that is not http(s)', () => {
  expect(() => transform('javascript:alert(1)')).toThrow('VILLAGE_QUICK_EXIT_URL must be an http(s) address');
});
