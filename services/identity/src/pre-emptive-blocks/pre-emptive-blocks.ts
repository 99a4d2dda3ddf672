import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid, OutboxWriter, parseOrThrow } from '@village/kit';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { recordMemberBlock } from '../blocking/record-member-block';
import { UserEntity } from '../users/user.entity';
import { ContactHasher, normaliseEmail } from './contact-hasher';
import { PreEmptiveBlockEntity } from './pre-emptive-block.entity';
import { preEmptiveBlockSchema, type PreEmptiveBlockInput } from './pre-emptive-block.schema';
import { cannotBlockOwnContact, preEmptiveBlockNotFound } from './pre-emptive-blocks.errors';

/** A pre-emptive block as its owner sees it: nothing readable of the address. */
export interface PreEmptiveBlock {
  id: string;
  kind: string;
  label: string | null;
  createdAt: Date;
}

const EMAIL = 'email';

const toView = ({ id, kind, label, createdAt }: PreEmptiveBlockEntity): PreEmptiveBlock => ({
  id,
  kind,
  label,
  createdAt,
});

/**
 * Blocks by email address before the person joins (see ADR 025). The address is hashed at once and never kept,
 * logged or published; a member who already has the address is blocked straight away, like a profile block.
 */
@Injectable()
export class PreEmptiveBlocks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: ContactHasher,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async add(blockerId: string, input: PreEmptiveBlockInput): Promise<PreEmptiveBlock> {
    const { email, label } = parseOrThrow(preEmptiveBlockSchema, input);
    const contactHash = this.hasher.email(email);
    return this.dataSource.transaction(async (manager) => {
      const blocker = await manager.findOneByOrFail(UserEntity, { id: blockerId });
      if (normaliseEmail(blocker.email) === email) throw cannotBlockOwnContact();
      await manager
        .createQueryBuilder()
        .insert()
        .into(PreEmptiveBlockEntity)
        .values({ blockerId, kind: EMAIL, contactHash, label, createdAt: this.clock.now() })
        .orIgnore()
        .execute();
      const block = await manager.findOneByOrFail(PreEmptiveBlockEntity, { blockerId, contactHash });
      const member = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('user')
        .where('lower(user.email) = :email', { email })
        .getOne();
      if (member) await this.apply(manager, block, member.id);
      return toView(block);
    });
  }

  /** The member's own pre-emptive blocks, newest first. */
  async of(blockerId: string): Promise<PreEmptiveBlock[]> {
    const blocks = await this.dataSource
      .getRepository(PreEmptiveBlockEntity)
      .find({ where: { blockerId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return blocks.map(toView);
  }

  /** Removes one of the member's own entries; a block it already made stays (lift it from the blocked list). */
  async remove(blockerId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw preEmptiveBlockNotFound();
    const removed = await this.dataSource.getRepository(PreEmptiveBlockEntity).delete({ id, blockerId });
    if (!removed.affected) throw preEmptiveBlockNotFound();
  }

  /**
   * In the joining transaction: every member who blocked this address in advance now blocks the new member, exactly
   * as from their profile. The new member is told nothing.
   */
  async applyToNewMember(manager: EntityManager, member: Pick<UserEntity, 'id' | 'email'>): Promise<void> {
    const waiting = await manager.findBy(PreEmptiveBlockEntity, {
      contactHash: this.hasher.email(member.email),
      appliedAt: IsNull(),
    });
    for (const block of waiting) {
      if (block.blockerId !== member.id) await this.apply(manager, block, member.id);
    }
  }

  private async apply(manager: EntityManager, block: PreEmptiveBlockEntity, blockedId: string): Promise<void> {
    const now = this.clock.now();
    await recordMemberBlock(manager, this.outbox, { blockerId: block.blockerId, blockedId, blockedAt: now });
    await manager.update(PreEmptiveBlockEntity, { id: block.id }, { appliedAt: now });
    block.appliedAt = now;
  }
}
