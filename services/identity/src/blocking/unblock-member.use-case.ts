import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock } from '@village/kit';
import { create, MemberUnblockedEvent, MemberUnblockedSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { MemberBlockEntity } from './member-block.entity';

export interface UnblockMemberCommand {
  blockerId: string;
  blockedId: string;
}

/** A member lifts their block. Lifting a block that does not exist changes nothing and publishes nothing. */
@Injectable()
export class UnblockMemberUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ blockerId, blockedId }: UnblockMemberCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const removed = await manager
        .createQueryBuilder()
        .delete()
        .from(MemberBlockEntity)
        .where('blocker_id = :blockerId AND blocked_id::text = :blockedId', { blockerId, blockedId })
        .execute();
      if (!removed.affected) return;
      await this.outbox.add(
        manager,
        MemberUnblockedEvent,
        create(MemberUnblockedSchema, { blockerId, blockedId, unblockedAt: timestampFromDate(this.clock.now()) }),
        { key: blockerId },
      );
    });
  }
}
