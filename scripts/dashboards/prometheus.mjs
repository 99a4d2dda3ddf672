// The Prometheus HTTP API calls the dashboard renderer makes, and Grafana's variables it needs to stand in for.
import { parse } from 'yaml';

const UNIT_SECONDS = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400, w: 604800, y: 31536000 };

/** Seconds of a Prometheus duration (`1h30m`, `15s`, `500ms`). */
export function parseDuration(text) {
  const parts = String(text).match(/\d+(?:ms|s|m|h|d|w|y)/g);
  if (!parts || parts.join('') !== String(text)) throw new Error(`not a duration: ${text}`);
  return parts.reduce((total, part) => {
    const [, amount, unit] = part.match(/(\d+)(ms|s|m|h|d|w|y)/);
    return total + Number(amount) * UNIT_SECONDS[unit];
  }, 0);
}

async function api(base, path, params) {
  const url = new URL(`/api/v1/${path}`, base);
  for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || body.status !== 'success') {
    throw new Error(`${url.pathname}: ${response.status} ${body.error ?? response.statusText}`);
  }
  return body.data;
}

/** The scrape interval the server applies by default (its configuration's global.scrape_interval). */
export async function scrapeIntervalSeconds(base) {
  const { yaml } = await api(base, 'status/config');
  return parseDuration(parse(yaml)?.global?.scrape_interval ?? '1m');
}

/** A range query's series: [{ metric, points: [[unixSeconds, value], ...] }]. */
export async function queryRange(base, expr, { start, end, step }) {
  const data = await api(base, 'query_range', { query: expr, start, end, step });
  return data.result.map(({ metric, values }) => ({
    metric,
    points: values.map(([time, value]) => [Number(time), Number(value)]).filter(([, value]) => Number.isFinite(value)),
  }));
}

/**
 * The values Grafana would put in a query: each variable's current value (an "All" selection gives its allValue),
 * overridden by `chosen`, plus $__rate_interval as Grafana computes it (max(step + scrape, 4 × scrape)).
 */
export function variableValues(dashboard, { chosen = {}, stepSeconds, scrapeSeconds }) {
  const values = {};
  for (const variable of dashboard.templating?.list ?? []) {
    const current = variable.current?.value;
    const all = current === '$__all' || (Array.isArray(current) && current.includes('$__all'));
    values[variable.name] = all ? (variable.allValue ?? '.*') : [current].flat().filter(Boolean).join('|') || '.*';
  }
  Object.assign(values, chosen);
  values.__rate_interval = `${Math.max(stepSeconds + scrapeSeconds, 4 * scrapeSeconds)}s`;
  values.__interval = `${stepSeconds}s`;
  return values;
}

/** A query with its $name / ${name} variables replaced. */
export function substitute(expr, values) {
  return expr.replace(/\$\{(\w+)\}|\$(\w+)/g, (match, braced, bare) => values[braced ?? bare] ?? match);
}
