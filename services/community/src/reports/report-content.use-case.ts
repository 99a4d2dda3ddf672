import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, parseOrThrow, type Clock } from '@village/kit';
import { QueryFailedError, type DataSource } from 'typeorm';
import { FlagForumPostUseCase } from '../forum/flag-forum-post.use-case';
import { ReportEntity } from './report.entity';
import { reportSchema } from './report.schema';
import { ReportTargets } from './report-targets';
import { alreadyReported, cannotReportYet, reportInvalid, reportTargetNotFound } from './reports.errors';

export interface ReportCommand {
  targetType: string;
  targetId: string;
  reason: string;
  details?: string | null;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

/**
 * A member reports something they can see (never themselves or their own content), once while it is open. A post's
 * report is also its flag (three flags hide it), in the same transaction.
 */
@Injectable()
export class ReportContentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly targets: ReportTargets,
    private readonly flag: FlagForumPostUseCase,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The new report's id, and whether it hid a post (its third flag). */
  async execute(reporterId: string, command: ReportCommand): Promise<{ id: string; hidden: boolean }> {
    const report = parseOrThrow(reportSchema, command);
    const target = this.targets.of(report.targetType);
    if (!target) throw cannotReportYet();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const thing = await target.find(manager, reporterId, report.targetId);
        if (!thing) throw reportTargetNotFound();
        if (thing.subjectMemberId === reporterId) throw reportInvalid('You cannot report yourself or your own content');
        const reports = manager.getRepository(ReportEntity);
        const open = { reporterId, targetType: report.targetType, targetId: report.targetId, status: 'open' };
        if (await reports.existsBy(open)) throw alreadyReported();
        const hidden =
          report.targetType === 'post' && (await this.flag.flagIn(manager, reporterId, report.targetId, report.reason));
        const id = randomUUID();
        await reports.insert({
          id,
          reporterId,
          targetType: report.targetType,
          targetId: report.targetId,
          subjectMemberId: thing.subjectMemberId,
          reason: report.reason,
          details: report.details,
          status: 'open',
          createdAt: this.clock.now(),
        });
        return { id, hidden };
      });
    } catch (error) {
      // Two reports of the same thing at once: the partial unique index keeps one.
      if (isUniqueViolation(error)) throw alreadyReported();
      throw error;
    }
  }
}
