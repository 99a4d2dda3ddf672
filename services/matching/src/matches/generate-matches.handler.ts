import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock, type JobContext, type JobHandler } from '@village/kit';
import { MatchesGeneratedEvent, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { MemberProjectionEntity } from '../members/member-projection.entity';
import { MatchingPreferencesStore } from '../preferences/matching-preferences.store';
import { MatchRunEntity } from './match-run.entity';
import type { GenerateMatches } from './generate-matches.job';
import { MatchScorer, type ScoredCandidate } from './match-scorer';
import { findCandidates } from './match-candidates';
import { saveMatches } from './save-matches';

/** The best matches a run keeps. */
export const TOP_MATCHES = 50;

/**
 * Runs a match run: finds the requester's candidates through the location index, scores them, keeps the best
 * TOP_MATCHES at or above their minimum score (one row per pair, earlier answers kept) and publishes MatchesGenerated,
 * marking the run's progress on the way. A run already finished is left as it is (the job may be delivered again).
 */
@Injectable()
export class GenerateMatchesHandler implements JobHandler<GenerateMatches> {
  private readonly logger = new Logger(GenerateMatchesHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly preferences: MatchingPreferencesStore,
    private readonly scorer: MatchScorer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(data: GenerateMatches, job: JobContext): Promise<void> {
    const run = await this.dataSource.manager.findOneBy(MatchRunEntity, { id: data.runId });
    if (!run || run.status === 'done' || run.status === 'failed') return;
    try {
      await this.progress(run.id, 'running', 0.1);
      const best = await this.bestMatches(run.requesterId, run.id);
      await this.dataSource.transaction(async (manager) => {
        const now = this.clock.now();
        await saveMatches(manager, run.requesterId, best, now);
        await manager.update(
          MatchRunEntity,
          { id: run.id },
          { status: 'done', progress: 1, matchesFound: best.length, finishedAt: now },
        );
        await this.outbox.add(
          manager,
          MatchesGeneratedEvent,
          {
            runId: run.id,
            requesterId: run.requesterId,
            matchesFound: best.length,
            generatedAt: timestampFromDate(now),
          },
          { key: run.requesterId },
        );
      });
    } catch (error) {
      if (job.attempt >= job.maxAttempts) await this.fail(run.id);
      this.logger.error(`match run ${run.id} failed (attempt ${job.attempt}): ${String(error)}`);
      throw error;
    }
  }

  private async bestMatches(requesterId: string, runId: string): Promise<ScoredCandidate[]> {
    const manager = this.dataSource.manager;
    const requester = await manager.findOneBy(MemberProjectionEntity, { userId: requesterId });
    if (!requester || requester.latitude === null || requester.longitude === null || requester.isSuspended) return [];
    const preferences = await this.preferences.of(requesterId, manager);
    const candidates = await findCandidates(manager, {
      requesterId,
      centre: { latitude: requester.latitude, longitude: requester.longitude },
      maxDistanceMiles: preferences.maxDistanceMiles,
      requesterVerified: requester.isVerified,
    });
    await this.progress(runId, 'running', 0.4);
    const scored = await this.scorer.score(manager, requester, preferences, candidates);
    await this.progress(runId, 'running', 0.8);
    return scored
      .filter((candidate) => candidate.score.matchScore >= preferences.minMatchScore)
      .sort((one, other) => other.score.matchScore - one.score.matchScore)
      .slice(0, TOP_MATCHES);
  }

  private async progress(runId: string, status: 'running', progress: number): Promise<void> {
    await this.dataSource.manager.update(MatchRunEntity, { id: runId }, { status, progress });
  }

  private async fail(runId: string): Promise<void> {
    await this.dataSource.manager.update(
      MatchRunEntity,
      { id: runId },
      { status: 'failed', finishedAt: this.clock.now() },
    );
  }
}
