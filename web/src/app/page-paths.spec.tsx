import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router-dom';
import { appRouteTree } from './app-routes';
import { PAGE_PATHS } from './page-paths';

/** The full path pattern of every route that shows a page (the catch-all excepted), as the router composes them. */
function pagePatternsOf(routes: RouteObject[], parentPath = ''): string[] {
  return routes.flatMap((route) => {
    if (route.index) return [parentPath || '/'];
    if (route.path === '*') return [];
    if (route.path === undefined) return pagePatternsOf(route.children ?? [], parentPath);
    const path = route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`;
    return [path, ...pagePatternsOf(route.children ?? [], path)];
  });
}

const routes = createRoutesFromElements(appRouteTree);
const listed = Object.values(PAGE_PATHS);
/** Only what the gateway's matcher understands: `/`, or static and `:param` segments. */
const GATEWAY_SYNTAX = /^\/$|^(\/([a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*))+$/;

describe('the list of page paths', () => {
  it('names exactly the pages the routes show, each once', () => {
    const routed = pagePatternsOf(routes);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...routed].sort()).toEqual([...listed].sort());
  });

  it.each(listed)('has %s in the syntax the gateway matches', (pattern) => {
    expect(pattern).toMatch(GATEWAY_SYNTAX);
  });

  it.each(listed)('routes %s to its page rather than to Page Not Found', (pattern) => {
    const sample = pattern.replace(/:[A-Za-z0-9]+/g, 'sample-1');
    const deepest = matchRoutes(routes, sample)?.at(-1)?.route;
    expect(deepest?.index ? '/' : deepest?.path).toBe(pattern);
  });

  it('routes a path that is not listed to Page Not Found', () => {
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });
});
