import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { monthName, pounds, shortMonthName } from './analytics-format';

export interface ChartSeries {
  label: string;
  /** A fill with at least 3:1 contrast on white. */
  colour: string;
}

export interface ChartMonth {
  month: string;
  /** One figure in pence per series, in the series' order. */
  values: number[];
}

interface RevenueChartProps {
  title: string;
  series: ChartSeries[];
  months: ChartMonth[];
}

const WIDTH = 720;
const HEIGHT = 260;
const PLOT = { left: 72, right: 8, top: 12, bottom: 32 };
const GRID_LINES = 4;

/** The smallest of 1, 2 or 5 × 10ⁿ pence at or above `value`, so the axis reads in round pounds. */
function niceCeiling(value: number): number {
  if (value <= 0) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** Grouped bars, one group per month, drawn as SVG; the same figures can be shown as a table instead. */
export function RevenueChart({ title, series, months }: RevenueChartProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const first = months[0]?.month;
  const last = months[months.length - 1]?.month;
  const totals = series.map((_, index) => months.reduce((sum, month) => sum + month.values[index], 0));
  const summary =
    `${title}, ${first ? monthName(first) : ''} to ${last ? monthName(last) : ''}: ` +
    series.map((line, index) => `${line.label} ${pounds(totals[index])} in all`).join(', ') +
    '. Show as table for each month.';

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label="Legend">
        {series.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: line.colour }} />
            {line.label}
          </li>
        ))}
      </ul>
      {asTable ? null : <Bars series={series} months={months} summary={summary} />}
      <div id={tableId} hidden={!asTable} className="mt-4 overflow-x-auto">
        <MonthTable title={title} series={series} months={months} />
      </div>
    </section>
  );
}

function Bars({ series, months, summary }: { series: ChartSeries[]; months: ChartMonth[]; summary: string }) {
  const highest = niceCeiling(Math.max(0, ...months.flatMap((month) => month.values)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const groupWidth = plotWidth / Math.max(1, months.length);
  const barWidth = (groupWidth * 0.7) / Math.max(1, series.length);
  const yOf = (value: number) => PLOT.top + plotHeight - (value / highest) * plotHeight;
  const gridValues = Array.from({ length: GRID_LINES + 1 }, (_, index) => (highest * index) / GRID_LINES);

  return (
    <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full">
      {gridValues.map((value) => (
        <g key={value}>
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yOf(value)} y2={yOf(value)} stroke="#eadccd" />
          <text x={PLOT.left - 8} y={yOf(value) + 4} textAnchor="end" fontSize="12" fill="#6b5a50">
            {pounds(Math.round(value))}
          </text>
        </g>
      ))}
      {months.map((month, monthIndex) => {
        const groupLeft = PLOT.left + monthIndex * groupWidth + groupWidth * 0.15;
        return (
          <g key={month.month}>
            {month.values.map((value, seriesIndex) => (
              <rect
                key={series[seriesIndex].label}
                x={groupLeft + seriesIndex * barWidth}
                y={yOf(value)}
                width={Math.max(1, barWidth - 2)}
                height={PLOT.top + plotHeight - yOf(value)}
                fill={series[seriesIndex].colour}
              />
            ))}
            <text
              x={PLOT.left + monthIndex * groupWidth + groupWidth / 2}
              y={HEIGHT - 10}
              textAnchor="middle"
              fontSize="12"
              fill="#6b5a50"
            >
              {shortMonthName(month.month)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function MonthTable({ title, series, months }: RevenueChartProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{title} by month</caption>
      <thead className="border-b border-sand-200 text-ink-muted">
        <tr>
          <th scope="col" className="px-3 py-2">
            Month
          </th>
          {series.map((line) => (
            <th key={line.label} scope="col" className="px-3 py-2 text-right">
              {line.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month} className="border-b border-sand-100 last:border-0">
            <th scope="row" className="px-3 py-2 font-semibold">
              {monthName(month.month)}
            </th>
            {month.values.map((value, index) => (
              <td key={series[index].label} className="px-3 py-2 text-right tabular-nums">
                {pounds(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
