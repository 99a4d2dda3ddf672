import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  assertAcceptsContactFrom,
  blockedEitherWay,
  CLOCK,
  isUuid,
  OutboxWriter,
  parseOrThrow,
  type Clock,
} from '@village/kit';
import { MatchRespondedEvent, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { matchNotFound } from '../matching.errors';
import { MatchEntity } from './match.entity';
import { sidesOf } from './match-view';
import type { MatchModel } from './match.model';
import { MyMatchesQuery } from './my-matches.query';

const responseSchema = z.enum(['accepted', 'declined'], { error: 'Choose accepted or declined' });

/**
 * Records the member's answer to one of their matches. The second acceptance makes the match mutual (matchedAt);
 * every answer publishes MatchResponded (mutual when both have accepted) in the same transaction.
 */
@Injectable()
export class RespondToMatchUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly matches: MyMatchesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(memberId: string, matchId: string, answer: string): Promise<MatchModel> {
    const response = parseOrThrow(responseSchema, answer);
    if (!isUuid(matchId)) throw matchNotFound();
    await this.checkContactRule(memberId, matchId);
    // Only a match in the member's list: a hidden one (e.g. a verified-only member's) is not theirs to answer.
    if (!(await this.matches.isVisible(memberId, matchId))) throw matchNotFound();
    await this.dataSource.transaction(async (manager) => {
      const match = await manager
        .createQueryBuilder(MatchEntity, 'match')
        .setLock('pessimistic_write')
        .where('match.id = :matchId', { matchId })
        .andWhere('(match.member_a_id = :memberId OR match.member_b_id = :memberId)', { memberId })
        .getOne();
      if (!match) throw matchNotFound();
      const { theirs, otherId } = sidesOf(match, memberId);
      if (theirs === 'declined' || (await blockedEitherWay(manager, memberId, otherId))) throw matchNotFound();
      const now = this.clock.now();
      const mutual = response === 'accepted' && theirs === 'accepted';
      await manager.update(
        MatchEntity,
        { id: match.id },
        {
          ...(match.memberAId === memberId ? { aResponse: response } : { bResponse: response }),
          ...(mutual && !match.matchedAt ? { matchedAt: now } : {}),
        },
      );
      await this.outbox.add(
        manager,
        MatchRespondedEvent,
        {
          matchId: match.id,
          responderId: memberId,
          otherMemberId: otherId,
          response,
          mutual,
          respondedAt: timestampFromDate(now),
        },
        { key: match.id },
      );
    });
    const [answered] = await this.matches.byIds([matchId], memberId);
    if (!answered) throw matchNotFound();
    return answered;
  }

  /** A member who chose "only verified members may contact me" (in identity) refuses an unverified member's answer. */
  private async checkContactRule(memberId: string, matchId: string): Promise<void> {
    const [pair] = await this.dataSource.query<Array<{ other_id: string }>>(
      `SELECT CASE WHEN member_a_id = $2 THEN member_b_id ELSE member_a_id END AS other_id
         FROM matches WHERE id = $1 AND $2 IN (member_a_id, member_b_id)`,
      [matchId, memberId],
    );
    if (pair) await assertAcceptsContactFrom(this.dataSource.manager, pair.other_id, memberId);
  }
}
