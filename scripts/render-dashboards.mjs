#!/usr/bin/env node
// Renders the chart's Grafana dashboards (charts/village/files/dashboards/*.json) to PNG without Grafana: each panel's
// PromQL runs against a Prometheus HTTP API (query_range over the chosen window), the panels are drawn as SVG/HTML
// in the dashboard's own layout, and Chromium screenshots each dashboard into docs/dashboards/<name>.png.
//
//   PROMETHEUS_URL=http://127.0.0.1:29690 node scripts/render-dashboards.mjs [options] [dashboard ...]
//     --range 30m        the window, ending now (or at --end, unix seconds or an ISO time); default 1h
//     --out DIR          where the PNGs go; default docs/dashboards
//     --var name=value   a template variable's value (a regex for the multi-value ones), e.g. --var service=bookings
//     --html             also write the HTML page next to each PNG
//   Dashboards are named by file (platform, gateway, ...); none named: all of them.
//   Prints, per dashboard, how many panels had data; exits non-zero when Prometheus fails a query.
// docs/runbook.md ("## Alerts", "Dashboards") has the procedure for the screenshots with platform data.
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../infra/dist/call-namespace/chromium-args.js';
import { dashboardHtml, legendName } from './dashboards/draw.mjs';
import {
  parseDuration,
  queryRange,
  scrapeIntervalSeconds,
  substitute,
  variableValues,
} from './dashboards/prometheus.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DASHBOARD_DIR = join(ROOT, 'charts', 'village', 'files', 'dashboards');
const PAGE_WIDTH_PX = 1600;
// Points per panel: about one per two pixels of a half-width panel.
const POINTS_PER_PANEL = 300;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    range: { type: 'string', default: '1h' },
    end: { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'docs', 'dashboards') },
    var: { type: 'string', multiple: true, default: [] },
    html: { type: 'boolean', default: false },
  },
});
const prometheus = process.env.PROMETHEUS_URL;
if (!prometheus) {
  console.error('PROMETHEUS_URL is required (e.g. eval "$(infra/prometheus/prometheus.sh env)")');
  process.exit(2);
}
const chosen = Object.fromEntries(
  options.var.map((pair) => {
    const [name, ...rest] = pair.split('=');
    if (!name || rest.length === 0) throw new Error(`--var wants name=value, got ${pair}`);
    return [name, rest.join('=')];
  }),
);

const end = options.end
  ? Math.floor(new Date(/^\d+$/.test(options.end) ? Number(options.end) * 1000 : options.end) / 1000)
  : Math.floor(Date.now() / 1000);
if (!Number.isFinite(end)) throw new Error(`--end: not a time: ${options.end}`);
const rangeSeconds = parseDuration(options.range);
const start = end - rangeSeconds;
const scrapeSeconds = await scrapeIntervalSeconds(prometheus);
const stepSeconds = Math.max(scrapeSeconds, Math.ceil(rangeSeconds / POINTS_PER_PANEL));

const files = readdirSync(DASHBOARD_DIR).filter((file) => file.endsWith('.json'));
const wanted = positionals.length ? positionals : files.map((file) => file.replace(/\.json$/, ''));
const unknown = wanted.filter((name) => !files.includes(`${name}.json`));
if (unknown.length) throw new Error(`no dashboard ${unknown.join(', ')} in ${DASHBOARD_DIR}`);

async function renderPanel(panel, values) {
  if (panel.type === 'row') return { panel, series: [] };
  const series = [];
  for (const target of panel.targets ?? []) {
    if (!target.expr || target.hide) continue;
    const result = await queryRange(prometheus, substitute(target.expr, values), { start, end, step: stepSeconds });
    for (const { metric, points } of result) series.push({ name: legendName(target.legendFormat, metric), points });
  }
  series.sort((a, b) => (b.points.at(-1)?.[1] ?? 0) - (a.points.at(-1)?.[1] ?? 0));
  return { panel, series };
}

mkdirSync(options.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: PAGE_WIDTH_PX, height: 900 } });
  for (const name of wanted) {
    const dashboard = JSON.parse(readFileSync(join(DASHBOARD_DIR, `${name}.json`), 'utf8'));
    const values = variableValues(dashboard, { chosen, stepSeconds, scrapeSeconds });
    const panels = [];
    for (const panel of (dashboard.panels ?? []).flatMap((p) => [p, ...(p.type === 'row' ? (p.panels ?? []) : [])])) {
      panels.push(await renderPanel(panel, values));
    }
    const caption = `${new Date(start * 1000).toISOString()} – ${new Date(end * 1000).toISOString()}, ${prometheus}, step ${stepSeconds}s`;
    const html = dashboardHtml(dashboard, panels, { pageWidth: PAGE_WIDTH_PX, start, end, caption });
    await page.setContent(html, { waitUntil: 'load' });
    const png = join(options.out, `${name}.png`);
    await page.screenshot({ path: png, fullPage: true });
    if (options.html) writeFileSync(join(options.out, `${name}.html`), html);
    const drawn = panels.filter(({ panel }) => panel.type !== 'row');
    const withData = drawn.filter(({ series }) => series.length > 0).length;
    console.log(`${name}: ${withData}/${drawn.length} panels with data -> ${png}`);
  }
} finally {
  await browser.close();
}
