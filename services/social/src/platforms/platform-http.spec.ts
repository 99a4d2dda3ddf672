import { retryAfterMs } from './platform-http';

const NOW = Date.parse('2030-03-01T09:00:00Z');

it('reads Retry-After in seconds or as a date, else X’s x-rate-limit-reset, else nothing', () => {
  expect(retryAfterMs(new Headers({ 'retry-after': '90' }), NOW)).toBe(90_000);
  expect(retryAfterMs(new Headers({ 'retry-after': 'Fri, 01 Mar 2030 09:02:00 GMT' }), NOW)).toBe(120_000);
  expect(retryAfterMs(new Headers({ 'x-rate-limit-reset': String(NOW / 1000 + 300) }), NOW)).toBe(300_000);
  expect(retryAfterMs(new Headers(), NOW)).toBeNull();
});
