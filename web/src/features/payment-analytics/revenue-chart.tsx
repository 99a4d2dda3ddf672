import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../components/ui/button';
import { monthName, pounds, shortMonthName } from './analytics-format';

const GRID_COLOUR = '#eadccd';
const AXIS_COLOUR = '#6b5a50';
const CURSOR_COLOUR = '#f6efe7';

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

/** Grouped bars, one group per month; the same figures can be shown as a table instead. */
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

/** One bar per series and month, by recharts with its keyboard layer (arrow keys move a tooltip along the months). */
function Bars({ series, months, summary }: { series: ChartSeries[]; months: ChartMonth[]; summary: string }) {
  const data = months.map((month) => ({
    month: shortMonthName(month.month),
    ...Object.fromEntries(month.values.map((value, index) => [`series${index}`, value])),
  }));
  return (
    <figure aria-label={summary} className="mt-4">
      <BarChart
        responsive
        accessibilityLayer
        data={data}
        desc={summary}
        margin={{ top: 12, right: 8, bottom: 4, left: 8 }}
        style={{ width: '100%', aspectRatio: 2.6, maxHeight: 320 }}
      >
        <CartesianGrid vertical={false} stroke={GRID_COLOUR} />
        <XAxis dataKey="month" tick={{ fontSize: 12, fill: AXIS_COLOUR }} tickLine={false} />
        <YAxis
          width={72}
          tickFormatter={(pence: number) => pounds(pence)}
          tick={{ fontSize: 12, fill: AXIS_COLOUR }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip formatter={(pence) => pounds(Number(pence))} cursor={{ fill: CURSOR_COLOUR }} />
        {series.map((line, index) => (
          <Bar key={line.label} dataKey={`series${index}`} name={line.label} fill={line.colour} />
        ))}
      </BarChart>
    </figure>
  );
}

function MonthTable({ title, series, months }: RevenueChartProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{title}, as a table</caption>
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
