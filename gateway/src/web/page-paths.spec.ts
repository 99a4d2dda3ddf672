import type { FastifyBaseLogger } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagePathTest, readPagePathTest } from './page-paths';

describe('matching a request URL to the web app’s pages', () => {
  const isPage = pagePathTest(['/', '/about', '/services', '/services/:id', '/groups/:groupId/posts/:postId']);

  it.each([
    '/',
    '/about',
    '/about/',
    '/about//',
    '/About',
    '/%61bout',
    '/about?next=%2Fsignin',
    '/about#team',
    '/?utm_source=mail',
    '/services',
    '/services/42',
    '/services/a%20service/',
    '/groups/single-moms/posts/7',
  ])('knows %s', (url) => {
    expect(isPage(url)).toBe(true);
  });

  it.each([
    '/no/such/page',
    '/abouts',
    '/about/team',
    '//about',
    '/services/42/edit',
    '/groups/single-moms/posts',
    '/groups//posts/7',
    '/index.html/x',
    'about',
    '*',
  ])('does not know %s', (url) => {
    expect(isPage(url)).toBe(false);
  });

  it('knows nothing when the app lists no pages', () => {
    expect(pagePathTest([])('/')).toBe(false);
  });
});

describe('reading the page list the web build wrote', () => {
  let dist: string;
  const warn = jest.fn();
  const log = { warn } as unknown as FastifyBaseLogger;

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'village-pages-'));
    warn.mockClear();
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('matches the listed pages and nothing else', () => {
    writeFileSync(join(dist, 'page-paths.json'), JSON.stringify({ pagePaths: ['/', '/services/:id'] }));
    const isPage = readPagePathTest(dist, log);

    expect([isPage('/'), isPage('/services/7'), isPage('/services')]).toEqual([true, true, false]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{"pagePaths": ['],
    ['not a list', JSON.stringify({ pagePaths: '/' })],
    ['with a pattern the gateway cannot match', JSON.stringify({ pagePaths: ['/', '/docs/*'] })],
  ])('answers every page path as before, with a warning, when the file is %s', (_case, content) => {
    if (content !== undefined) writeFileSync(join(dist, 'page-paths.json'), content);
    const isPage = readPagePathTest(dist, log);

    expect([isPage('/'), isPage('/no/such/page')]).toEqual([true, true]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toContain('unknown page paths answer 200');
  });
});
