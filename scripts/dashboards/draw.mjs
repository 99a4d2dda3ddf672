// Draws a Grafana dashboard's panels as SVG and HTML (timeseries and stat panels, laid out by gridPos), from the
// series the renderer fetched. No chart library: lines, axes and a legend are all a screenshot needs.

const PALETTE = [
  '#73bf69',
  '#f2cc0c',
  '#5794f2',
  '#ff780a',
  '#b877d9',
  '#f2495c',
  '#37872d',
  '#8ab8ff',
  '#fade2a',
  '#c4162a',
];
const GRID_COLUMNS = 24;
const ROW_HEIGHT_PX = 30;
const MAX_LEGEND_ENTRIES = 8;

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function scaled(value, steps, base) {
  let index = 0;
  let scaledValue = value;
  while (Math.abs(scaledValue) >= base && index < steps.length - 1) {
    scaledValue /= base;
    index += 1;
  }
  return `${round(scaledValue)}${steps[index]}`;
}

function round(value) {
  const magnitude = Math.abs(value);
  if (magnitude === 0) return '0';
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(1).replace(/\.0$/, '');
  return value
    .toPrecision(2)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** A value in the panel's Grafana unit (the units the chart's dashboards use). */
export function formatValue(value, unit) {
  if (!Number.isFinite(value)) return '–';
  switch (unit) {
    case 's':
      if (value !== 0 && Math.abs(value) < 1) return `${round(value * 1000)} ms`;
      return Math.abs(value) < 120 ? `${round(value)} s` : `${round(value / 60)} min`;
    case 'percentunit':
      return `${round(value * 100)}%`;
    case 'bytes':
      return scaled(value, [' B', ' KiB', ' MiB', ' GiB', ' TiB'], 1024);
    case 'reqps':
      return `${scaled(value, ['', 'k', 'M'], 1000)} req/s`;
    case 'ops':
      return `${scaled(value, ['', 'k', 'M'], 1000)} ops/s`;
    default:
      return scaled(value, ['', 'k', 'M', 'G'], 1000);
  }
}

/** A series' name from the target's legendFormat (`{{service}} {{route}}`), else its labels. */
export function legendName(format, metric) {
  if (format) {
    const name = format.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, label) => metric[label] ?? '').trim();
    if (name) return name;
  }
  const labels = Object.entries(metric).filter(([key]) => key !== '__name__');
  return labels.length
    ? `{${labels.map(([key, value]) => `${key}="${value}"`).join(', ')}}`
    : (metric.__name__ ?? 'value');
}

function niceTicks(min, max, count) {
  if (min === max) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw);
  const ticks = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step / 1e6; tick += step) ticks.push(tick);
  return ticks;
}

const clock = (seconds) => new Date(seconds * 1000).toISOString().slice(11, 16);

function timeseriesSvg(series, { unit, width, height, start, end }) {
  const left = 64;
  const right = 12;
  const top = 8;
  const bottom = 22;
  const values = series.flatMap((s) => s.points.map(([, value]) => value));
  if (values.length === 0) return `<div class="nodata">No data</div>`;
  const yMin = Math.min(0, ...values);
  let yMax = Math.max(...values);
  if (yMax === yMin) yMax = yMin + 1;
  const x = (time) => left + ((time - start) / (end - start)) * (width - left - right);
  const y = (value) => top + (1 - (value - yMin) / (yMax - yMin)) * (height - top - bottom);
  const parts = [];
  for (const tick of niceTicks(yMin, yMax, 4)) {
    parts.push(`<line x1="${left}" x2="${width - right}" y1="${y(tick)}" y2="${y(tick)}" class="grid"/>`);
    parts.push(
      `<text x="${left - 6}" y="${y(tick) + 4}" class="axis" text-anchor="end">${escape(formatValue(tick, unit))}</text>`,
    );
  }
  const span = end - start;
  for (let index = 0; index <= 4; index += 1) {
    const time = start + (span * index) / 4;
    const anchor = index === 0 ? 'start' : index === 4 ? 'end' : 'middle';
    parts.push(`<text x="${x(time)}" y="${height - 6}" class="axis" text-anchor="${anchor}">${clock(time)}</text>`);
  }
  series.forEach((s, index) => {
    const path = s.points.map(
      ([time, value], i) => `${i === 0 ? 'M' : 'L'}${x(time).toFixed(1)},${y(value).toFixed(1)}`,
    );
    parts.push(`<path d="${path.join('')}" stroke="${PALETTE[index % PALETTE.length]}" class="line"/>`);
  });
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

function legendHtml(series, unit) {
  const shown = series.slice(0, MAX_LEGEND_ENTRIES).map((s, index) => {
    const last = s.points.at(-1)?.[1];
    return `<span><i style="background:${PALETTE[index % PALETTE.length]}"></i>${escape(s.name)} <b>${escape(formatValue(last, unit))}</b></span>`;
  });
  const more = series.length > MAX_LEGEND_ENTRIES ? `<span>+${series.length - MAX_LEGEND_ENTRIES} more</span>` : '';
  return `<div class="legend">${shown.join('')}${more}</div>`;
}

function statHtml(series, unit) {
  if (series.length === 0) return `<div class="nodata">No data</div>`;
  const cells = series.map((s) => {
    const last = s.points.at(-1)?.[1];
    return `<div class="stat"><div class="stat-value">${escape(formatValue(last, unit))}</div><div class="stat-name">${escape(s.name)}</div></div>`;
  });
  return `<div class="stats">${cells.join('')}</div>`;
}

const STYLE = `
body { margin: 0; background: #111217; color: #ccccdc; font: 13px/1.3 system-ui, sans-serif; }
header { padding: 12px 16px; } h1 { font-size: 18px; margin: 0 0 4px; color: #fff; } header p { margin: 0; color: #8e8e9e; }
.grid-layout { position: relative; margin: 0 8px; }
.panel, .row { position: absolute; box-sizing: border-box; padding: 4px; }
.panel > div.box { background: #181b1f; border: 1px solid #2c3235; border-radius: 2px; height: 100%; box-sizing: border-box;
  padding: 6px 8px; display: flex; flex-direction: column; overflow: hidden; }
.title { font-weight: 600; color: #fff; margin-bottom: 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.row { font-size: 15px; font-weight: 600; color: #fff; padding: 6px 8px; }
.nodata { flex: 1; display: flex; align-items: center; justify-content: center; color: #6e6e7e; }
.legend { display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 11px; margin-top: 2px; }
.legend i { display: inline-block; width: 12px; height: 3px; margin-right: 4px; vertical-align: middle; }
.legend b { font-weight: 500; color: #fff; }
.stats { flex: 1; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: center; }
.stat { text-align: center; min-width: 60px; } .stat-value { font-size: 26px; font-weight: 600; color: #73bf69; }
.stat-name { font-size: 11px; color: #8e8e9e; }
svg .grid { stroke: #2c3235; } svg .axis { fill: #8e8e9e; font-size: 10px; }
svg .line { fill: none; stroke-width: 1.5; }
`;

/**
 * The dashboard as one HTML page. `panels`: [{ panel, series: [{ name, points }] }] in the dashboard's order (rows
 * included, with no series). `caption`: the time range and data source, under the title.
 */
export function dashboardHtml(dashboard, panels, { pageWidth, start, end, caption }) {
  const columnPx = (pageWidth - 16) / GRID_COLUMNS;
  let bottom = 0;
  const blocks = panels.map(({ panel, series }) => {
    const { x, y, w, h } = panel.gridPos;
    const style = `left:${x * columnPx}px;top:${y * ROW_HEIGHT_PX}px;width:${w * columnPx}px;height:${h * ROW_HEIGHT_PX}px`;
    bottom = Math.max(bottom, (y + h) * ROW_HEIGHT_PX);
    if (panel.type === 'row') return `<div class="row" style="${style}">${escape(panel.title)}</div>`;
    const unit = panel.fieldConfig?.defaults?.unit;
    const innerWidth = Math.floor(w * columnPx - 26);
    const body =
      panel.type === 'stat'
        ? statHtml(series, unit)
        : timeseriesSvg(series, { unit, width: innerWidth, height: Math.max(60, h * ROW_HEIGHT_PX - 74), start, end }) +
          legendHtml(series, unit);
    return `<div class="panel" style="${style}"><div class="box"><div class="title">${escape(panel.title)}</div>${body}</div></div>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>
<header><h1>${escape(dashboard.title)}</h1><p>${escape(caption)}</p></header>
<div class="grid-layout" style="height:${bottom + 8}px">${blocks.join('\n')}</div></body></html>`;
}
