import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { searchInvalid } from './member-search.errors';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 50;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 20;

/** `%`, `_` and `\` match themselves: a member types a name, not a pattern. */
const literalPrefix = (text: string): string => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members whose first, last or full name starts with the text (any case), for a member looking for someone to
 * invite: never the member themself, anyone across a block either way, nor a suspended member.
 */
@Injectable()
export class SearchMembersQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(viewerId: string, name: string, limit: number | null | undefined): Promise<UserEntity[]> {
    const text = name.trim();
    if (text.length < SEARCH_MIN_LENGTH || text.length > SEARCH_MAX_LENGTH) {
      throw searchInvalid('name', `Search must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`);
    }
    const count = limit ?? SEARCH_DEFAULT_LIMIT;
    if (!Number.isInteger(count) || count < 1 || count > SEARCH_MAX_LIMIT) {
      throw searchInvalid('limit', `Limit must be between 1 and ${SEARCH_MAX_LIMIT}`);
    }
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('member')
      .where('member.id <> :viewerId', { viewerId })
      .andWhere('member.suspendedAt IS NULL')
      .andWhere('member.erasedAt IS NULL')
      .andWhere(
        '(lower(member.firstName) LIKE :prefix OR lower(member.lastName) LIKE :prefix OR lower(member.fullName) LIKE :prefix)',
        { prefix: literalPrefix(text) },
      )
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM member_blocks block
                      WHERE (block.blocker_id = :viewerId AND block.blocked_id = member.id)
                         OR (block.blocker_id = member.id AND block.blocked_id = :viewerId))`,
        { viewerId },
      )
      .orderBy('lower(member.firstName)', 'ASC')
      .addOrderBy('lower(member.lastName)', 'ASC')
      .addOrderBy('member.id', 'ASC')
      .limit(count)
      .getMany();
  }
}
