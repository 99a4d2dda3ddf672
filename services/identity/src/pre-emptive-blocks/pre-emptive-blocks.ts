import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid, OutboxWriter, parseOrThrow } from '@village/kit';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { MemberBlockEntity } from '../blocking/member-block.entity';
import { liftMemberBlock, recordMemberBlock } from '../blocking/record-member-block';
import { EnhancedProfileEntity } from '../enhanced-profile/enhanced-profile.entity';
import { invalidPhoneNumber, toE164 } from '../phone-numbers/phone-number';
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
const PHONE = 'phone';

/** What a block is made of: its kind, the keyed hash, and the members who already hold the contact. */
interface Contact {
  kind: typeof EMAIL | typeof PHONE;
  hash: string;
  holderIds: string[];
}

const toView = ({ id, kind, label, createdAt }: PreEmptiveBlockEntity): PreEmptiveBlock => ({
  id,
  kind,
  label,
  createdAt,
});

/**
 * Blocks by email address or phone number before the person joins (see ADR 025). The contact is hashed at once and
 * never kept, logged or published; a member who already has it is blocked straight away, like a profile block.
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
    const { email, phone, label } = parseOrThrow(preEmptiveBlockSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const blocker = await manager.findOneByOrFail(UserEntity, { id: blockerId });
      const contact =
        email !== undefined
          ? await this.emailContact(manager, blocker, email)
          : await this.phoneContact(manager, blocker, phone ?? '');
      await manager
        .createQueryBuilder()
        .insert()
        .into(PreEmptiveBlockEntity)
        .values({ blockerId, kind: contact.kind, contactHash: contact.hash, label, createdAt: this.clock.now() })
        .orIgnore()
        .execute();
      const block = await manager.findOneByOrFail(PreEmptiveBlockEntity, { blockerId, contactHash: contact.hash });
      for (const holderId of contact.holderIds) await this.apply(manager, block, holderId);
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

  /** Removes one of the member's own entries, and lifts the blocks it made (whoever they were: never told). */
  async remove(blockerId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw preEmptiveBlockNotFound();
    await this.dataSource.transaction(async (manager) => {
      const removed = await manager.delete(PreEmptiveBlockEntity, { id, blockerId });
      if (!removed.affected) throw preEmptiveBlockNotFound();
      const made = await manager.findBy(MemberBlockEntity, { blockerId, preEmptiveBlockId: id });
      const liftedAt = this.clock.now();
      for (const { blockedId } of made) {
        await liftMemberBlock(manager, this.outbox, { blockerId, blockedId, liftedAt });
      }
    });
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

  /**
   * In the transaction that saves a new phone number on a member's profile (the moment a person "joins" with a
   * number): every member who blocked that number in advance now blocks them. Entries already applied to someone
   * else apply again, since a number can change hands. The member is told nothing.
   */
  async applyToPhoneNumberHolder(manager: EntityManager, member: { id: string; phoneNumber: string }): Promise<void> {
    const matching = await manager.findBy(PreEmptiveBlockEntity, {
      contactHash: this.hasher.phone(member.phoneNumber),
    });
    for (const block of matching) {
      if (block.blockerId !== member.id) await this.apply(manager, block, member.id);
    }
  }

  private async emailContact(manager: EntityManager, blocker: UserEntity, email: string): Promise<Contact> {
    if (normaliseEmail(blocker.email) === email) throw cannotBlockOwnContact();
    const holder = await manager
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .where('lower(user.email) = :email', { email })
      .getOne();
    return { kind: EMAIL, hash: this.hasher.email(email), holderIds: holder ? [holder.id] : [] };
  }

  /** The number is read with the blocker's country, as members' own numbers are read with theirs. */
  private async phoneContact(manager: EntityManager, blocker: UserEntity, phone: string): Promise<Contact> {
    const e164 = toE164(phone, blocker.country);
    if (!e164) throw invalidPhoneNumber('phone');
    const holders = await manager.findBy(EnhancedProfileEntity, { phoneNumber: e164 });
    if (holders.some((holder) => holder.userId === blocker.id)) throw cannotBlockOwnContact();
    return { kind: PHONE, hash: this.hasher.phone(e164), holderIds: holders.map((holder) => holder.userId) };
  }

  private async apply(manager: EntityManager, block: PreEmptiveBlockEntity, blockedId: string): Promise<void> {
    const now = this.clock.now();
    await recordMemberBlock(manager, this.outbox, {
      blockerId: block.blockerId,
      blockedId,
      blockedAt: now,
      preEmptiveBlockId: block.id,
    });
    await manager.update(PreEmptiveBlockEntity, { id: block.id }, { appliedAt: now });
    block.appliedAt = now;
  }
}
