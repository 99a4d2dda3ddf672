import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { COMMISSION_SERVICE_TYPES } from '../commission/commission-service-types';
import type {
  AnalyticsServiceModel,
  AnalyticsTransactionModel,
  CommissionByTypeModel,
  MemberPaymentAnalyticsModel,
  PlatformPaymentAnalyticsModel,
} from './payment-analytics.models';

/** Whose money: one member's (as guest or host), or the whole platform's. */
type Scope = { memberId: string } | 'platform';

const TOP_SERVICES = 5;
const RECENT_TRANSACTIONS = 10;
const MONTHS = 12;

/*
 * Every query takes $1: the member's id, or null for the platform. A member sees the ledger lines of payments they
 * are the guest or host of; of those, their own card and payable lines, and the commission on their earnings.
 */
const IN_SCOPE = '($1::uuid IS NULL OR p.guest_id = $1 OR p.host_id = $1)';
const MINE = '($1::uuid IS NULL OR l.member_id = $1)';
const ON_MY_EARNINGS = '($1::uuid IS NULL OR p.host_id = $1)';

/** The figures of a group of ledger lines `l` of payments `p`, as bigint sums (text from pg). */
const FIGURES = `
  coalesce(sum(l.amount_minor) FILTER (WHERE l.account = 'host_payable' AND l.kind <> 'payout' AND ${MINE}), 0) AS earned,
  coalesce(-sum(l.amount_minor) FILTER (WHERE l.account = 'guest_card' AND ${MINE}), 0) AS spent,
  coalesce(sum(l.amount_minor) FILTER (WHERE l.account = 'platform_commission' AND ${ON_MY_EARNINGS}), 0) AS commission,
  coalesce(sum(l.amount_minor) FILTER (WHERE l.account = 'host_payouts' AND ${MINE}), 0) AS paid_out,
  count(DISTINCT l.booking_id) FILTER (WHERE l.kind = 'charge') AS paid_bookings`;

const LINES = 'ledger_entries l JOIN payments p ON p.booking_id = l.booking_id';

interface FigureRow {
  earned: string;
  spent: string;
  commission: string;
  paid_out: string;
  paid_bookings: string;
}

interface Figures {
  earned: number;
  spent: number;
  commission: number;
  paidOut: number;
  paidBookings: number;
}

const figuresOf = (row: FigureRow): Figures => ({
  earned: Number(row.earned),
  spent: Number(row.spent),
  commission: Number(row.commission),
  paidOut: Number(row.paid_out),
  paidBookings: Number(row.paid_bookings),
});

const memberIdOf = (scope: Scope): string | null => (scope === 'platform' ? null : scope.memberId);

/** Read-only figures over the append-only ledger (with payments, bookings and services for names and status). */
@Injectable()
export class PaymentAnalyticsQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async forMember(memberId: string): Promise<MemberPaymentAnalyticsModel> {
    const scope: Scope = { memberId };
    const [totals, months, topServices, recentTransactions] = await Promise.all([
      this.totals(scope),
      this.months(scope),
      this.topServices(scope),
      this.recentTransactions(scope),
    ]);
    return {
      earnedMinor: totals.earned,
      spentMinor: totals.spent,
      commissionPaidMinor: totals.commission,
      paidBookings: totals.paidBookings,
      months: months.map(({ month, figures }) => ({ month, earnedMinor: figures.earned, spentMinor: figures.spent })),
      topServices,
      recentTransactions,
    };
  }

  async forPlatform(): Promise<PlatformPaymentAnalyticsModel> {
    const [totals, months, topServices, recentTransactions] = await Promise.all([
      this.totals('platform'),
      this.months('platform'),
      this.topServices('platform'),
      this.recentTransactions('platform'),
    ]);
    return {
      volumeMinor: totals.spent,
      commissionMinor: totals.commission,
      hostEarningsMinor: totals.earned,
      paidOutMinor: totals.paidOut,
      paidBookings: totals.paidBookings,
      months: months.map(({ month, figures }) => ({
        month,
        volumeMinor: figures.spent,
        commissionMinor: figures.commission,
      })),
      topServices,
      recentTransactions,
    };
  }

  /** Each service type (the seven current ones, and any older one payments still hold), with its commission. */
  async commissionByType(): Promise<CommissionByTypeModel[]> {
    const rows = await this.dataSource.query<
      Array<FigureRow & { service_type: string; effective_rate: string | null }>
    >(
      `WITH by_type AS (
         SELECT p.service_type, ${FIGURES} FROM ${LINES} WHERE ${IN_SCOPE} GROUP BY p.service_type
       ), types AS (
         SELECT unnest($2::text[]) AS service_type UNION SELECT service_type FROM by_type
       )
       SELECT types.service_type, coalesce(spent, 0) AS spent, coalesce(commission, 0) AS commission,
         coalesce(paid_bookings, 0) AS paid_bookings, coalesce(earned, 0) AS earned, coalesce(paid_out, 0) AS paid_out,
         CASE WHEN spent > 0 THEN round(commission::numeric / spent, 4)::text END AS effective_rate
       FROM types LEFT JOIN by_type USING (service_type)
       ORDER BY coalesce(spent, 0) DESC, types.service_type`,
      [null, [...COMMISSION_SERVICE_TYPES]],
    );
    return rows.map((row) => {
      const figures = figuresOf(row);
      return {
        serviceType: row.service_type,
        volumeMinor: figures.spent,
        commissionMinor: figures.commission,
        effectiveRate: row.effective_rate,
        paidBookings: figures.paidBookings,
      };
    });
  }

  private async totals(scope: Scope): Promise<Figures> {
    const [row] = await this.dataSource.query<FigureRow[]>(`SELECT ${FIGURES} FROM ${LINES} WHERE ${IN_SCOPE}`, [
      memberIdOf(scope),
    ]);
    return figuresOf(row);
  }

  /** The last twelve months in Europe/London up to the clock's now, each with its figures (zero when none). */
  private async months(scope: Scope): Promise<Array<{ month: string; figures: Figures }>> {
    const rows = await this.dataSource.query<Array<FigureRow & { month: string }>>(
      `WITH months AS (
         SELECT generate_series(
           date_trunc('month', $2::timestamptz AT TIME ZONE 'Europe/London') - make_interval(months => $3 - 1),
           date_trunc('month', $2::timestamptz AT TIME ZONE 'Europe/London'),
           interval '1 month') AS month
       )
       SELECT to_char(months.month, 'YYYY-MM') AS month, ${FIGURES}
       FROM months LEFT JOIN (${LINES} AND ${IN_SCOPE})
         ON date_trunc('month', l.created_at AT TIME ZONE 'Europe/London') = months.month
       GROUP BY months.month ORDER BY months.month`,
      [memberIdOf(scope), this.clock.now(), MONTHS],
    );
    return rows.map((row) => ({ month: row.month, figures: figuresOf(row) }));
  }

  /** A member's services by what they earned; the platform's by volume. */
  private async topServices(scope: Scope): Promise<AnalyticsServiceModel[]> {
    const rank = scope === 'platform' ? 'spent' : 'earned';
    const rows = await this.dataSource.query<Array<FigureRow & { service_id: string; title: string; type: string }>>(
      `SELECT * FROM (
         SELECT b.service_id, coalesce(s.title, '') AS title, coalesce(s.type, min(p.service_type)) AS type, ${FIGURES}
         FROM ${LINES} JOIN bookings b ON b.id = p.booking_id LEFT JOIN offered_services s ON s.service_id = b.service_id
         WHERE ${IN_SCOPE}
         GROUP BY b.service_id, s.title, s.type
       ) AS by_service
       WHERE ${rank} > 0
       ORDER BY ${rank} DESC, title, service_id
       LIMIT ${TOP_SERVICES}`,
      [memberIdOf(scope)],
    );
    return rows.map((row) => {
      const figures = figuresOf(row);
      return {
        serviceId: row.service_id,
        title: row.title,
        type: row.type,
        amountMinor: scope === 'platform' ? figures.spent : figures.earned + figures.commission,
        earnedMinor: figures.earned,
        commissionMinor: figures.commission,
        paidBookings: figures.paidBookings,
      };
    });
  }

  /** The newest charged payments in scope; amount and commission are the payment's own, whoever looks. */
  private async recentTransactions(scope: Scope): Promise<AnalyticsTransactionModel[]> {
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        title: string | null;
        service_type: string;
        status: string;
        host_id: string;
        amount: string;
        commission: string;
        charged_at: Date;
      }>
    >(
      `SELECT p.id, s.title, p.service_type, p.status, p.host_id,
         coalesce(-sum(l.amount_minor) FILTER (WHERE l.account = 'guest_card'), 0) AS amount,
         coalesce(sum(l.amount_minor) FILTER (WHERE l.account = 'platform_commission'), 0) AS commission,
         min(l.created_at) FILTER (WHERE l.kind = 'charge') AS charged_at
       FROM ${LINES} JOIN bookings b ON b.id = p.booking_id LEFT JOIN offered_services s ON s.service_id = b.service_id
       WHERE ${IN_SCOPE}
       GROUP BY p.id, s.title
       HAVING bool_or(l.kind = 'charge')
       ORDER BY charged_at DESC, p.id
       LIMIT ${RECENT_TRANSACTIONS}`,
      [memberIdOf(scope)],
    );
    const viewer = memberIdOf(scope);
    return rows.map((row) => ({
      id: row.id,
      serviceTitle: row.title,
      serviceType: row.service_type,
      amountMinor: Number(row.amount),
      commissionMinor: Number(row.commission),
      date: new Date(row.charged_at),
      status: row.status,
      role: viewer === null ? null : row.host_id === viewer ? 'earning' : 'spending',
    }));
  }
}
