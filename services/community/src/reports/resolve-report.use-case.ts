import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, isUuid, OutboxWriter, parseOrThrow, type Clock } from '@village/kit';
import { create, MemberSuspendedEvent, MemberSuspendedSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { ReportEntity } from './report.entity';
import { resolveReportSchema } from './report.schema';
import type { ReportOutcome, ReportTargetType } from './report.words';
import { ReportMail } from './report-mail';
import { ReportTargets } from './report-targets';
import { reportAlreadyResolved, reportInvalid, reportNotFound } from './reports.errors';

export interface ResolveReportCommand {
  adminId: string;
  reportId: string;
  outcome: string;
  note?: string | null;
}

/**
 * An admin resolves a report, and with it every open report on the same target: dismiss, remove the content, warn
 * the member it is about, or suspend them (MemberSuspended leaves through the outbox). Each reporter is told.
 */
@Injectable()
export class ResolveReportUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly targets: ReportTargets,
    private readonly mail: ReportMail,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ResolveReportCommand): Promise<void> {
    const decision = parseOrThrow(resolveReportSchema, command);
    if (!isUuid(command.reportId)) throw reportNotFound();
    const outcome: ReportOutcome = decision.outcome;
    await this.dataSource.transaction(async (manager) => {
      const reports = manager.getRepository(ReportEntity);
      const report = await reports.findOne({
        where: { id: command.reportId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!report) throw reportNotFound();
      if (report.status !== 'open') throw reportAlreadyResolved();
      const kind = report.targetType as ReportTargetType;
      const target = this.targets.of(kind);
      const now = this.clock.now();
      if (outcome === 'remove_content') {
        if (!target?.remove)
          throw reportInvalid('There is no content to remove for this report', { outcome: 'remove' });
        await target.remove(manager, report.targetId, { reportId: report.id, adminId: command.adminId, at: now });
      }
      if (outcome === 'warn') await this.mail.warning(manager, report.subjectMemberId, kind);
      if (outcome === 'suspend') {
        await this.mail.suspension(manager, report.subjectMemberId, kind);
        await this.outbox.add(
          manager,
          MemberSuspendedEvent,
          create(MemberSuspendedSchema, {
            memberId: report.subjectMemberId,
            reportId: report.id,
            suspendedBy: command.adminId,
            suspendedAt: timestampFromDate(now),
          }),
          { key: report.subjectMemberId },
        );
      }
      const open = await manager.query<Array<{ reporter_id: string }>>(
        `SELECT reporter_id FROM reports WHERE target_type = $1 AND target_id = $2 AND status = 'open' FOR UPDATE`,
        [report.targetType, report.targetId],
      );
      await manager.query(
        `UPDATE reports SET status = 'resolved', outcome = $3, admin_note = $4, resolved_by = $5, resolved_at = $6
          WHERE target_type = $1 AND target_id = $2 AND status = 'open'`,
        [report.targetType, report.targetId, outcome, decision.note, command.adminId, now],
      );
      const reporterIds = [...new Set(open.map((row) => row.reporter_id))];
      await this.mail.outcome(manager, reporterIds, kind, outcome);
    });
    this.audit.record('admin.action', {
      accountId: command.adminId,
      detail: `report.resolved report=${command.reportId} outcome=${outcome}`,
    });
  }
}
