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

/** The members someone blocked, newest block first: only ever asked for the blocker's own list. */
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
      .orderBy('block.blockedAt', 'DESC')
      .addOrderBy('member.fullName', 'ASC')
      .getRawMany<BlockedMember>();
    return rows;
  }
}
