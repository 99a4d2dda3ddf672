import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { MemberBlockEntity } from './member-block.entity';

export interface BlockedMember {
  memberId: string;
  fullName: string;
  blockedAt: Date;
}

/**
 * The members someone blocked from their profile, newest block first: only ever asked for the blocker's own list.
 * Blocks their pre-emptive entries made are not in it.
 */
@Injectable()
export class BlockedMembersQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(blockerId: string): Promise<BlockedMember[]> {
    const rows = await this.dataSource
      .getRepository(MemberBlockEntity)
      .createQueryBuilder('block')
      .innerJoin(UserEntity, 'member', 'member.id = block.blockedId')
      .select(['block.blockedId AS "memberId"', 'member.fullName AS "fullName"', 'block.blockedAt AS "blockedAt"'])
      .where('block.blockerId = :blockerId', { blockerId })
      // Named, a block made in advance would tell the blocker whose address or number it was (ADR 025).
      .andWhere('block.preEmptiveBlockId IS NULL')
      .orderBy('block.blockedAt', 'DESC')
      .addOrderBy('member.fullName', 'ASC')
      .getRawMany<BlockedMember>();
    return rows;
  }
}
