import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { liftMemberBlock } from './record-member-block';

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
    await this.dataSource.transaction((manager) =>
      liftMemberBlock(manager, this.outbox, { blockerId, blockedId, liftedAt: this.clock.now() }),
    );
  }
}
