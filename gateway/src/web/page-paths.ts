import type { FastifyBaseLogger } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Written beside index.html by the web build (web/build/page-paths.plugin.ts), from web/src/app/page-paths.ts. */
export const PAGE_PATHS_FILE = 'page-paths.json';

/** `/`, or segments each either static or a `:param`: the part of React Router's pattern syntax the app uses. */
const PAGE_PATTERN = /^\/$|^(\/([A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*))+$/;

const pagePathsDocument = z.object({ pagePaths: z.array(z.string().regex(PAGE_PATTERN)) });

type PatternSegment = { kind: 'param' } | { kind: 'static'; text: string };

export type PagePathTest = (url: string) => boolean;

function patternSegmentsOf(pattern: string): PatternSegment[] {
  return pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? { kind: 'param' } : { kind: 'static', text: segment.toLowerCase() }));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's segments, as the browser's router compares them: decoded, trailing slashes and the query ignored. */
function pathSegmentsOf(url: string): string[] | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return undefined;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.slice(1).split('/').map(decoded);
}

function matches(pattern: PatternSegment[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      return part.kind === 'param' ? segment !== '' : segment.toLowerCase() === part.text;
    })
  );
}

/**
 * Whether a request URL is one of the app's pages, matched as React Router matches them (case-insensitive,
 * any trailing slashes, a `:param` taking one non-empty segment), so the gateway's status agrees with the page.
 */
export function pagePathTest(patterns: readonly string[]): PagePathTest {
  const compiled = patterns.map(patternSegmentsOf);
  return (url) => {
    const segments = pathSegmentsOf(url);
    return segments !== undefined && compiled.some((pattern) => matches(pattern, segments));
  };
}

/**
 * The web app's page paths from its build. A build without them (made before they existed, or unreadable) is
 * served as before, every page path answered with the app: logged, since unknown paths then answer 200.
 */
export function readPagePathTest(dist: string, log: FastifyBaseLogger): PagePathTest {
  const file = join(dist, PAGE_PATHS_FILE);
  try {
    const { pagePaths } = pagePathsDocument.parse(JSON.parse(readFileSync(file, 'utf8')));
    return pagePathTest(pagePaths);
  } catch (error) {
    log.warn(
      { file, reason: error instanceof Error ? error.message : String(error) },
      'the web build has no usable page list; unknown page paths answer 200 until the web app is rebuilt',
    );
    return () => true;
  }
}
