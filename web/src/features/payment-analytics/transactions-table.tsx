import { useId } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { serviceTypeLabel } from '../services/service-types';
import { dayOf, pounds, statusWords, transactionReference } from './analytics-format';
import type { AnalyticsTransaction } from './payment-analytics-api';

const STATUS_TONES: Record<string, BadgeTone> = { captured: 'sage', partially_refunded: 'amber', refunded: 'neutral' };

/** The spec's recent transactions table: Transaction ID, Service, Amount, Commission, Date, Status. */
export function TransactionsTable({ transactions, empty }: { transactions: AnalyticsTransaction[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        Recent transactions
      </h2>
      {transactions.length === 0 ? (
        <p className="mt-3 text-ink-muted">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Recent transactions, newest first</caption>
            <thead className="border-b border-sand-200 text-ink-muted">
              <tr>
                {['Transaction ID', 'Service', 'Amount', 'Commission', 'Date', 'Status'].map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <tr key={transaction.id} className="border-b border-sand-100 last:border-0">
                  <th scope="row" className="px-3 py-2 font-mono font-semibold">
                    <span title={transaction.id}>{transactionReference(transaction.id)}</span>
                  </th>
                  <td className="px-3 py-2">
                    {transaction.serviceTitle ?? serviceTypeLabel(transaction.serviceType)}
                    {transaction.role ? (
                      <span className="block text-ink-muted">
                        {transaction.role === 'earning' ? 'You hosted' : 'You booked'}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{pounds(transaction.amountMinor)}</td>
                  <td className="px-3 py-2 tabular-nums">{pounds(transaction.commissionMinor)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{dayOf(transaction.date)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={STATUS_TONES[transaction.status] ?? 'neutral'}>
                      {statusWords(transaction.status)}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
