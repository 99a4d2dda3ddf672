import { Spinner } from '../../components/ui/spinner';
import { percent, pounds } from '../payment-analytics/analytics-format';
import {
  getCommissionAnalytics,
  getPlatformPaymentAnalytics,
  type CommissionByType,
  type PlatformPaymentAnalytics,
} from '../payment-analytics/payment-analytics-api';
import { RevenueChart } from '../payment-analytics/revenue-chart';
import { FIRST_SERIES_COLOUR, SECOND_SERIES_COLOUR } from '../payment-analytics/series-colours';
import { SummaryCards } from '../payment-analytics/summary-cards';
import { TopServices } from '../payment-analytics/top-services';
import { TransactionsTable } from '../payment-analytics/transactions-table';
import { useAnalytics } from '../payment-analytics/use-analytics';
import { serviceTypeLabel } from '../services/service-types';

const FAILED = (
  <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
    We could not load the platform&apos;s analytics. Please try again later.
  </p>
);

/** The admin's analytics tab: the platform's payments from the ledger, and commission by service type. */
export function AnalyticsTab() {
  const platform = useAnalytics(getPlatformPaymentAnalytics);
  const byType = useAnalytics(getCommissionAnalytics);
  return (
    <section aria-labelledby="analytics-heading" className="flex flex-col gap-8">
      <h2 id="analytics-heading" className="text-2xl font-bold">
        Platform analytics
      </h2>
      {platform.status === 'loading' ? <Spinner label="Loading the platform's analytics" /> : null}
      {platform.status === 'failed' ? FAILED : null}
      {platform.status === 'ready' ? <PlatformFigures analytics={platform.value} /> : null}
      {byType.status === 'failed' ? FAILED : null}
      {byType.status === 'ready' ? <CommissionByTypeTable rows={byType.value} /> : null}
    </section>
  );
}

function PlatformFigures({ analytics }: { analytics: PlatformPaymentAnalytics }) {
  return (
    <>
      <SummaryCards
        label="Platform totals"
        cards={[
          { label: 'Total volume', value: pounds(analytics.volumeMinor), hint: 'Paid by guests, after refunds' },
          {
            label: 'Platform commission',
            value: pounds(analytics.commissionMinor),
            hint: 'After refunds',
          },
          {
            label: 'Host earnings',
            value: pounds(analytics.hostEarningsMinor),
            hint: `${pounds(analytics.paidOutMinor)} paid out so far`,
          },
          { label: 'Paid bookings', value: String(analytics.paidBookings), hint: 'Charged to a card' },
        ]}
      />
      <RevenueChart
        title="Volume and commission by month"
        series={[
          { label: 'Volume', colour: FIRST_SERIES_COLOUR },
          { label: 'Commission', colour: SECOND_SERIES_COLOUR },
        ]}
        months={analytics.months.map((month) => ({
          month: month.month,
          values: [month.volumeMinor, month.commissionMinor],
        }))}
      />
      <TopServices
        title="Top services"
        services={analytics.topServices}
        figure={(service) => service.amountMinor}
        figureLabel="volume"
        empty="Services will appear here once guests have paid for them."
      />
      <TransactionsTable
        transactions={analytics.recentTransactions}
        empty="Payments will appear here once guests have paid for bookings."
      />
    </>
  );
}

function CommissionByTypeTable({ rows }: { rows: CommissionByType[] }) {
  return (
    <section aria-labelledby="commission-by-type-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
      <h3 id="commission-by-type-heading" className="text-xl font-bold">
        Commission by service type
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Volume, commission and effective rate of each service type</caption>
          <thead className="border-b border-sand-200 text-ink-muted">
            <tr>
              {['Service type', 'Volume', 'Commission', 'Effective rate', 'Paid bookings'].map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.serviceType} className="border-b border-sand-100 last:border-0">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {serviceTypeLabel(row.serviceType)}
                </th>
                <td className="px-3 py-2 tabular-nums">{pounds(row.volumeMinor)}</td>
                <td className="px-3 py-2 tabular-nums">{pounds(row.commissionMinor)}</td>
                <td className="px-3 py-2 tabular-nums">{percent(row.effectiveRate)}</td>
                <td className="px-3 py-2 tabular-nums">{row.paidBookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
