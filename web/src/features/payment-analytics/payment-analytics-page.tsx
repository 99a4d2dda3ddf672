import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { buttonClass } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { pounds } from './analytics-format';
import { getMyPaymentAnalytics, type MemberPaymentAnalytics } from './payment-analytics-api';
import { RevenueChart } from './revenue-chart';
import { FIRST_SERIES_COLOUR, SECOND_SERIES_COLOUR } from './series-colours';
import { SummaryCards } from './summary-cards';
import { TopServices } from './top-services';
import { TransactionsTable } from './transactions-table';
import { useAnalytics } from './use-analytics';

/** /payment-analytics: the signed-in member's own earnings as a host and spending as a guest. */
export default function PaymentAnalyticsPage() {
  const loaded = useAnalytics(getMyPaymentAnalytics);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <PageTitle title="Payment Analytics" />
      <div>
        <h1 className="text-4xl font-extrabold">Payment Analytics</h1>
        <p className="mt-2 text-ink-muted">What you have earned hosting services and spent booking them.</p>
      </div>
      {loaded.status === 'loading' ? <Spinner label="Loading your payment analytics" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load your payment analytics. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' ? <MemberAnalytics analytics={loaded.value} /> : null}
    </div>
  );
}

function MemberAnalytics({ analytics }: { analytics: MemberPaymentAnalytics }) {
  if (analytics.paidBookings === 0) {
    return (
      <EmptyState
        title="No payments yet"
        description={
          'When a guest pays for one of your services, or you pay for a booking, your earnings, spending, ' +
          'the commission and each transaction will appear here.'
        }
        action={
          <Link to="/services" className={buttonClass({ size: 'sm' })}>
            Browse services
          </Link>
        }
      />
    );
  }
  return (
    <>
      <SummaryCards
        label="Your totals"
        cards={[
          { label: 'Total earned', value: pounds(analytics.earnedMinor), hint: 'As a host, after commission' },
          { label: 'Total spent', value: pounds(analytics.spentMinor), hint: 'As a guest, after refunds' },
          {
            label: 'Commission paid',
            value: pounds(analytics.commissionPaidMinor),
            hint: "Village's share of your earnings",
          },
          { label: 'Paid bookings', value: String(analytics.paidBookings), hint: 'As a guest or a host' },
        ]}
      />
      <RevenueChart
        title="Earned and spent by month"
        series={[
          { label: 'Earned', colour: FIRST_SERIES_COLOUR },
          { label: 'Spent', colour: SECOND_SERIES_COLOUR },
        ]}
        months={analytics.months.map((month) => ({
          month: month.month,
          values: [month.earnedMinor, month.spentMinor],
        }))}
      />
      <TopServices
        title="Top services"
        services={analytics.topServices}
        figure={(service) => service.earnedMinor}
        figureLabel="earned"
        empty="Your services will appear here once guests have paid for them."
      />
      <TransactionsTable transactions={analytics.recentTransactions} empty="Your payments will appear here." />
    </>
  );
}
