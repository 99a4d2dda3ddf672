import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, JOB_QUEUE, type Clock, type JobQueue } from '@village/kit';
import { randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { GenerateMatchesJob } from './generate-matches.job';
import { MatchRunEntity } from './match-run.entity';

/** Starts match runs (one job each) and reads a member's latest. */
@Injectable()
export class MatchRuns {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  latest(memberId: string): Promise<MatchRunEntity | null> {
    return this.dataSource.manager.findOne(MatchRunEntity, {
      where: { requesterId: memberId },
      order: { requestedAt: 'DESC' },
    });
  }

  /** Queues a run, or answers with the member's run still queued or running (one at a time). */
  start(memberId: string): Promise<MatchRunEntity> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`match-run:${memberId}`]);
      const unfinished = await manager.findOne(MatchRunEntity, {
        where: { requesterId: memberId, status: In(['queued', 'running']) },
        order: { requestedAt: 'DESC' },
      });
      if (unfinished) return unfinished;
      const run = manager.create(MatchRunEntity, {
        id: randomUUID(),
        requesterId: memberId,
        status: 'queued',
        progress: 0,
        matchesFound: 0,
        requestedAt: this.clock.now(),
        finishedAt: null,
      });
      await manager.insert(MatchRunEntity, run);
      await this.jobs.send(GenerateMatchesJob, { runId: run.id }, { key: run.id, transaction: manager });
      return run;
    });
  }
}
