import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { cannotBlockYourself, memberNotFound } from './blocking.errors';
import { recordMemberBlock } from './record-member-block';

export interface BlockMemberCommand {
  blockerId: string;
  blockedId: string;
}

/**
 * A member blocks another. Blocking someone already blocked changes nothing and publishes nothing; a new block
 * publishes `MemberBlocked` with it, so every service can stop showing the two members to each other.
 */
@Injectable()
export class BlockMemberUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ blockerId, blockedId }: BlockMemberCommand): Promise<void> {
    if (blockerId === blockedId) throw cannotBlockYourself();
    if (!isUuid(blockedId)) throw memberNotFound();
    const blockedAt = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(UserEntity, { id: blockedId }))) throw memberNotFound();
      await recordMemberBlock(manager, this.outbox, { blockerId, blockedId, blockedAt });
    });
  }
}
