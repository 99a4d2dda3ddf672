import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock } from '@village/kit';
import {
  create,
  MemberContactRuleChangedEvent,
  MemberContactRuleChangedSchema,
  timestampFromDate,
} from '@village/proto';
import type { DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { UserEntity } from '../users/user.entity';
import { ContactRuleEntity } from './contact-rule.entity';

/** The member's "only verified members may contact me": read, and changed with MemberContactRuleChanged. */
@Injectable()
export class ContactRule {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onlyVerifiedContactOf(userId: string): Promise<boolean> {
    const rule = await this.dataSource.getRepository(ContactRuleEntity).findOneBy({ userId });
    return rule?.onlyVerifiedContact ?? false;
  }

  async setOnlyVerifiedContact(userId: string, onlyVerifiedContact: boolean): Promise<boolean> {
    const updatedAt = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      // The member's row lock orders concurrent changes, so events leave in the order the changes commit.
      const user = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw sessionInvalid();
      await manager.upsert(ContactRuleEntity, { userId, onlyVerifiedContact, updatedAt }, ['userId']);
      await this.outbox.add(
        manager,
        MemberContactRuleChangedEvent,
        create(MemberContactRuleChangedSchema, {
          userId,
          onlyVerifiedContact,
          changedAt: timestampFromDate(updatedAt),
        }),
        { key: userId },
      );
    });
    return onlyVerifiedContact;
  }
}
