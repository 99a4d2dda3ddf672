import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { acceptsContactFromSql, notBlockedEitherWaySql } from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { MemberProjectionEntity } from '../members/member-projection.entity';
import { MatchEntity } from './match.entity';
import { matchView } from './match-view';
import type { MatchModel, MyMatchesModel } from './match.model';

/**
 * The member's matches, best first: never one the other member declined, nor with a suspended or blocked member, nor
 * (for an unverified member) with a member who takes contact from verified members only (matching's preference or
 * identity's "only verified members may contact me").
 */
@Injectable()
export class MyMatchesQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(memberId: string): Promise<MyMatchesModel> {
    const ids = await this.visibleIds(memberId);
    const matches = await this.byIds(ids, memberId);
    return {
      matches,
      stats: {
        total: matches.length,
        pending: matches.filter((match) => match.status === 'pending').length,
        mutual: matches.filter((match) => match.status === 'accepted').length,
      },
    };
  }

  /** Whether the member sees this match in their list (and so may answer it). */
  async isVisible(memberId: string, matchId: string): Promise<boolean> {
    return (await this.visibleIds(memberId, matchId)).length > 0;
  }

  private async visibleIds(memberId: string, onlyId: string | null = null): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT pair.id FROM matches pair
         JOIN members other ON other.user_id = CASE WHEN pair.member_a_id = $1 THEN pair.member_b_id ELSE pair.member_a_id END
         JOIN members me ON me.user_id = $1
         LEFT JOIN matching_preferences other_preferences ON other_preferences.user_id = other.user_id
        WHERE (pair.member_a_id = $1 OR pair.member_b_id = $1)
          AND ($2::uuid IS NULL OR pair.id = $2::uuid)
          AND (CASE WHEN pair.member_a_id = $1 THEN pair.b_response ELSE pair.a_response END) IS DISTINCT FROM 'declined'
          AND NOT other.is_suspended
          AND (me.is_verified OR NOT COALESCE(other_preferences.verified_contact_only, false))
          AND ${notBlockedEitherWaySql('other.user_id', '$1')}
          AND ${acceptsContactFromSql('other.user_id', '$1')}
        ORDER BY pair.match_score DESC, pair.created_at DESC`,
      [memberId, onlyId],
    );
    return rows.map((row) => row.id);
  }

  /** The matches of these ids as the member sees them, in the order given (ids the member is not in are dropped). */
  async byIds(ids: readonly string[], memberId: string): Promise<MatchModel[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.manager.findBy(MatchEntity, { id: In([...ids]) });
    const otherIds = rows.map((row) => (row.memberAId === memberId ? row.memberBId : row.memberAId));
    const others = await this.dataSource.manager.findBy(MemberProjectionEntity, { userId: In(otherIds) });
    const otherById = new Map(others.map((other) => [other.userId, other]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (row && row.memberAId !== memberId && row.memberBId !== memberId) return [];
      const other = row && otherById.get(row.memberAId === memberId ? row.memberBId : row.memberAId);
      return row && other ? [matchView(row, memberId, other)] : [];
    });
  }
}
