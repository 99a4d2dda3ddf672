import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid } from '@village/kit';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { membersBlockedEitherWay } from '../blocking/blocks-between';
import { MemberMail } from '../notifications/member-mail';
import { UserEntity } from '../users/user.entity';
import { MemberVouchEntity, type MemberVouchStatus } from './member-vouch.entity';
import {
  alreadyAsked,
  cannotVouchForSelf,
  memberNotFound,
  tooManyAsked,
  voucherNotVerified,
  vouchNotFound,
  vouchNotOpen,
} from './vouches.errors';

/** How many verified members a member may have asked (or be vouched by) at a time. */
export const MOST_VOUCHERS_ASKED = 3;
/** Active vouches from verified members that make the 'Vouched' step. */
export const VOUCHES_FOR_VOUCHED = 2;

const OPEN: MemberVouchStatus[] = ['requested', 'active'];

/** A vouch as either side sees it: the other member by id and name. */
export interface MemberVouch {
  id: string;
  memberId: string;
  memberName: string;
  voucherId: string;
  voucherName: string;
  status: MemberVouchStatus;
  requestedAt: Date;
  decidedAt: Date | null;
}

const toView = (vouch: MemberVouchEntity): MemberVouch => ({
  id: vouch.id,
  memberId: vouch.memberId,
  memberName: vouch.member?.fullName ?? '',
  voucherId: vouch.voucherId,
  voucherName: vouch.voucher?.fullName ?? '',
  status: vouch.status,
  requestedAt: vouch.requestedAt,
  decidedAt: vouch.decidedAt,
});

/**
 * The 'Vouched' step of the trust ladder: a member asks verified members who know them; each accepts or declines,
 * and may revoke later. Nobody vouches for themselves, and a block either way stops a vouch being asked or given.
 */
@Injectable()
export class MemberVouches {
  private readonly logger = new Logger(MemberVouches.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MemberMail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async request(memberId: string, voucherId: string): Promise<MemberVouch> {
    if (memberId === voucherId) throw cannotVouchForSelf();
    if (!isUuid(voucherId)) throw memberNotFound();
    const { vouch, member, voucher } = await this.dataSource.transaction(async (manager) => {
      const member = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('user')
        .where('user.id = :memberId', { memberId })
        .setLock('pessimistic_write')
        .getOneOrFail();
      const voucher = await this.unblockedMember(manager, memberId, voucherId);
      if (!voucher.isVerified) throw voucherNotVerified();
      const open = await manager.findBy(MemberVouchEntity, { memberId, status: In(OPEN) });
      if (open.some((vouch) => vouch.voucherId === voucherId)) throw alreadyAsked();
      if (open.length >= MOST_VOUCHERS_ASKED) throw tooManyAsked(MOST_VOUCHERS_ASKED);
      const vouch = await manager.save(
        manager.create(MemberVouchEntity, {
          memberId,
          voucherId,
          status: 'requested',
          requestedAt: this.clock.now(),
          decidedAt: null,
          revokedAt: null,
        }),
      );
      return { vouch: Object.assign(vouch, { member, voucher }), member, voucher };
    });
    await this.send('vouch request', () =>
      this.mail.vouchRequested({ email: voucher.email, firstName: voucher.firstName }, member.fullName),
    );
    return toView(vouch);
  }

  /** The asked member's answer; accepting needs them still verified and no block between the two. */
  async respond(voucherId: string, vouchId: string, accept: boolean): Promise<MemberVouch> {
    const vouch = await this.dataSource.transaction(async (manager) => {
      const vouch = await this.ownedBy(manager, vouchId, { voucherId });
      if (vouch.status !== 'requested') throw vouchNotOpen();
      if (accept) {
        await this.unblockedMember(manager, voucherId, vouch.memberId);
        if (!vouch.voucher?.isVerified) throw voucherNotVerified();
      }
      vouch.status = accept ? 'active' : 'declined';
      vouch.decidedAt = this.clock.now();
      await manager.save(vouch);
      return vouch;
    });
    if (accept && vouch.member && vouch.voucher) {
      const { member, voucher } = vouch;
      await this.send('vouched', () =>
        this.mail.vouchGiven({ email: member.email, firstName: member.firstName }, voucher.fullName),
      );
    }
    return toView(vouch);
  }

  /** The voucher withdraws a vouch they gave (or a request they have not answered). */
  async revoke(voucherId: string, vouchId: string): Promise<MemberVouch> {
    return this.dataSource.transaction(async (manager) => {
      const vouch = await this.ownedBy(manager, vouchId, { voucherId });
      if (!OPEN.includes(vouch.status)) throw vouchNotOpen();
      vouch.status = vouch.status === 'active' ? 'revoked' : 'declined';
      const now = this.clock.now();
      if (vouch.status === 'revoked') vouch.revokedAt = now;
      else vouch.decidedAt = now;
      await manager.save(vouch);
      return toView(vouch);
    });
  }

  /** The vouches a member asked for, newest first. */
  async askedBy(memberId: string): Promise<MemberVouch[]> {
    return this.list({ memberId });
  }

  /** The vouches asked of a member, newest first. */
  async askedOf(voucherId: string): Promise<MemberVouch[]> {
    return this.list({ voucherId });
  }

  /** For each member, how many active vouches from verified members (not blocked either way) they have. */
  async countsFor(memberIds: readonly string[]): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(MemberVouchEntity)
      .createQueryBuilder('vouch')
      .innerJoin('vouch.voucher', 'voucher', 'voucher.isVerified = true')
      .select('vouch.memberId', 'memberId')
      .addSelect('COUNT(*)::int', 'count')
      .where('vouch.memberId IN (:...memberIds)', { memberIds })
      .andWhere("vouch.status = 'active'")
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM member_blocks block WHERE (block.blocker_id = vouch.member_id AND block.blocked_id = vouch.voucher_id) OR (block.blocker_id = vouch.voucher_id AND block.blocked_id = vouch.member_id))',
      )
      .groupBy('vouch.memberId')
      .getRawMany<{ memberId: string; count: number }>();
    return new Map(rows.map((row) => [row.memberId, row.count]));
  }

  private async list(where: { memberId: string } | { voucherId: string }): Promise<MemberVouch[]> {
    const vouches = await this.dataSource.getRepository(MemberVouchEntity).find({
      where,
      relations: { member: true, voucher: true },
      order: { requestedAt: 'DESC', id: 'ASC' },
    });
    return vouches.map(toView);
  }

  private async ownedBy(
    manager: EntityManager,
    vouchId: string,
    owner: { voucherId: string },
  ): Promise<MemberVouchEntity> {
    if (!isUuid(vouchId)) throw vouchNotFound();
    const vouch = await manager.findOne(MemberVouchEntity, {
      where: { id: vouchId, ...owner },
      relations: { member: true, voucher: true },
      lock: { mode: 'pessimistic_write', tables: ['member_vouches'] },
    });
    if (!vouch) throw vouchNotFound();
    return vouch;
  }

  /** The other member, unless missing or blocked either way (then they are "not found", as elsewhere). */
  private async unblockedMember(manager: EntityManager, viewerId: string, otherId: string): Promise<UserEntity> {
    const other = await manager.findOneBy(UserEntity, { id: otherId });
    if (!other) throw memberNotFound();
    if ((await membersBlockedEitherWay(manager, viewerId, [otherId])).size > 0) throw memberNotFound();
    return other;
  }

  private async send(what: string, queue: () => Promise<void>): Promise<void> {
    try {
      await queue();
    } catch (error) {
      // The vouch stands; queuing the email failing must not undo it.
      this.logger.error(`the ${what} email could not be queued: ${(error as Error).message}`);
    }
  }
}
