import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ReportTargets } from './report-targets';
import type { ReportTargetType } from './report.words';

export interface ReportRow {
  id: string;
  targetType: string;
  targetId: string;
  subjectMemberId: string;
  subjectFirstName: string | null;
  reporterId: string;
  reporterFirstName: string | null;
  reason: string;
  details: string | null;
  status: string;
  outcome: string | null;
  adminNote: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  excerpt: string | null;
}

const LIST_LIMIT = 100;

/** The admins' queue of reports. */
@Injectable()
export class ReportQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly targets: ReportTargets,
  ) {}

  /** Open reports first, then resolved ones; newest first within each (at most 100). */
  async queue(): Promise<ReportRow[]> {
    const rows = await this.dataSource.query<Array<Omit<ReportRow, 'excerpt'>>>(
      `SELECT report.id, report.target_type AS "targetType", report.target_id AS "targetId",
              report.subject_member_id AS "subjectMemberId", subject.first_name AS "subjectFirstName",
              report.reporter_id AS "reporterId", reporter.first_name AS "reporterFirstName",
              report.reason, report.details, report.status, report.outcome, report.admin_note AS "adminNote",
              report.created_at AS "createdAt", report.resolved_at AS "resolvedAt"
         FROM reports report
         LEFT JOIN member_contacts reporter ON reporter.user_id = report.reporter_id
         LEFT JOIN member_contacts subject ON subject.user_id = report.subject_member_id
        ORDER BY report.status = 'open' DESC, report.created_at DESC, report.id LIMIT ${LIST_LIMIT}`,
    );
    const manager = this.dataSource.manager;
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        excerpt: (await this.targets.of(row.targetType as ReportTargetType)?.excerpt(manager, row.targetId)) ?? null,
      })),
    );
  }

  async openCount(): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(
      "SELECT count(*)::int AS count FROM reports WHERE status = 'open'",
    );
    return row.count;
  }
}
