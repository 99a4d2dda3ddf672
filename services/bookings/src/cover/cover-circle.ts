import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  blockedEitherWay,
  CLOCK,
  isUuid,
  JOB_QUEUE,
  MailQueue,
  minutes,
  parseOrThrow,
  SERVICE_ENV,
  type Clock,
  type JobQueue,
} from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { BookingsEnv } from '../env';
import { coverMail, type CoverMember } from './cover-mail';
import { CoverCircleMemberEntity } from './cover-circle-member.entity';
import { coverConflict, coverInvalid, coverNotFound } from './cover.errors';
import { CoverRequestEntity } from './cover-request.entity';
import { CoverMemberPlaceEntity } from './cover-member-place.entity';
import { CoverRequestOfferEntity } from './cover-request-offer.entity';
import { CoverWidenJob, coverWidenJobKey } from './cover-widen.job';
import { coverRequestInputSchema, MAX_CIRCLE_SIZE, type CoverRequestInput } from './cover-request-input.schema';

const SOMEONE = 'A Village member';

/** A member as another member of their circle sees them: a first name, and an email only once cover is agreed. */
export interface CircleMember {
  userId: string;
  firstName: string;
}

export interface CoverRequestView {
  request: CoverRequestEntity;
  requesterName: string;
  /** Who covers, with their contact, shown to the requester and to the one covering. */
  coveredBy: (CircleMember & { email: string }) | null;
}

export interface CoverCircleView {
  members: CircleMember[];
  /** Whose circles the viewer is in. */
  memberOf: CircleMember[];
}

const londonDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/**
 * An emergency cover circle: a member names up to five trusted members, who are emailed at once when the member
 * asks for urgent cover; the first to accept covers it.
 */
@Injectable()
export class CoverCircle {
  private readonly appUrl: string;
  private readonly waitMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_ENV) env: BookingsEnv,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly mail: MailQueue,
  ) {
    this.appUrl = env.APP_URL;
    this.waitMs = minutes(env.COVER_CIRCLE_WAIT_MINUTES);
  }

  async circleOf(viewerId: string): Promise<CoverCircleView> {
    const manager = this.dataSource.manager;
    const named = await manager.find(CoverCircleMemberEntity, {
      where: { ownerId: viewerId },
      order: { createdAt: 'ASC' },
    });
    const owners = await manager.find(CoverCircleMemberEntity, {
      where: { memberId: viewerId },
      order: { createdAt: 'ASC' },
    });
    return {
      members: await this.named(
        manager,
        named.map(({ memberId }) => memberId),
      ),
      memberOf: await this.named(
        manager,
        owners.map(({ ownerId }) => ownerId),
      ),
    };
  }

  async add(ownerId: string, memberId: string): Promise<CoverCircleView> {
    if (!isUuid(memberId)) throw coverNotFound('Member not found');
    if (memberId === ownerId) throw coverInvalid('You cannot add yourself to your circle', 'memberId');
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cover-circle:${ownerId}`]);
      const member = await this.contactOf(manager, memberId);
      if (!member || (await blockedEitherWay(manager, ownerId, memberId))) throw coverNotFound('Member not found');
      if (await manager.findOneBy(CoverCircleMemberEntity, { ownerId, memberId })) {
        throw coverConflict('This member is already in your circle.');
      }
      if ((await manager.countBy(CoverCircleMemberEntity, { ownerId })) >= MAX_CIRCLE_SIZE) {
        throw coverConflict(`Your circle can have at most ${MAX_CIRCLE_SIZE} members.`);
      }
      await manager.insert(CoverCircleMemberEntity, { ownerId, memberId, createdAt: this.clock.now() });
      const ownerName = (await this.contactOf(manager, ownerId))?.firstName ?? SOMEONE;
      await this.mail.queue(coverMail.addedToCircle(member, ownerName, this.appUrl), { transaction: manager });
    });
    return this.circleOf(ownerId);
  }

  /** The owner takes a member out of their circle. */
  async remove(ownerId: string, memberId: string): Promise<CoverCircleView> {
    await this.dropLink(ownerId, memberId);
    return this.circleOf(ownerId);
  }

  /** A named member leaves someone's circle. */
  async leave(memberId: string, ownerId: string): Promise<CoverCircleView> {
    await this.dropLink(ownerId, memberId);
    return this.circleOf(memberId);
  }

  async request(requesterId: string, input: CoverRequestInput): Promise<CoverRequestView> {
    const { day, fromTime, untilTime, children, note } = parseOrThrow(coverRequestInputSchema, input);
    const now = this.clock.now();
    if (day < londonDay(now)) throw coverInvalid('Choose today or a later day', 'day');
    return this.dataSource.transaction(async (manager) => {
      const circle = await this.reachableCircle(manager, requesterId);
      if (circle.length === 0) throw coverConflict('Add someone to your cover circle first.');
      const request = manager.create(CoverRequestEntity, {
        id: randomUUID(),
        requesterId,
        day,
        fromTime,
        untilTime,
        children,
        note,
        district: (await manager.findOneBy(CoverMemberPlaceEntity, { userId: requesterId }))?.district ?? '',
        widenedAt: null,
        status: 'open',
        coveredBy: null,
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(CoverRequestEntity, request);
      const requesterName = (await this.contactOf(manager, requesterId))?.firstName ?? SOMEONE;
      for (const member of circle) {
        await this.mail.queue(coverMail.requested(member, requesterName, request, this.appUrl), {
          transaction: manager,
        });
      }
      await this.jobs.send(
        CoverWidenJob,
        { requestId: request.id },
        { key: coverWidenJobKey(request.id), at: new Date(now.getTime() + this.waitMs), transaction: manager },
      );
      return this.viewOf(manager, request);
    });
  }

  /** The first member of the circle (or, once widened, a nearby host asked) to accept covers the request; a later one is told it is already covered. */
  async accept(memberId: string, requestId: string): Promise<CoverRequestView> {
    return this.dataSource.transaction(async (manager) => {
      const request = await this.lockedRequest(manager, requestId);
      if (!request || !(await this.mayAnswer(manager, memberId, request))) throw coverNotFound();
      if (request.status === 'covered') throw coverConflict('Already covered');
      if (request.status === 'cancelled') throw coverConflict('This request was cancelled.');
      const now = this.clock.now();
      request.status = 'covered';
      request.coveredBy = memberId;
      request.updatedAt = now;
      await manager.update(
        CoverRequestEntity,
        { id: request.id },
        { status: 'covered', coveredBy: memberId, updatedAt: now },
      );
      const requester = await this.contactOf(manager, request.requesterId);
      const coverer = await this.contactOf(manager, memberId);
      if (requester && coverer) {
        await this.mail.queue(coverMail.coveredForRequester(requester, coverer, request), { transaction: manager });
      }
      const requesterName = requester?.firstName ?? SOMEONE;
      for (const other of await this.reachableCircle(manager, request.requesterId)) {
        if (other.userId === memberId) continue;
        await this.mail.queue(coverMail.coveredForOthers(other, requesterName, request), { transaction: manager });
      }
      return this.viewOf(manager, request);
    });
  }

  async cancel(requesterId: string, requestId: string): Promise<CoverRequestView> {
    return this.dataSource.transaction(async (manager) => {
      const request = await this.lockedRequest(manager, requestId);
      if (!request || request.requesterId !== requesterId) throw coverNotFound();
      if (request.status === 'cancelled') throw coverConflict('This request was cancelled.');
      const now = this.clock.now();
      request.status = 'cancelled';
      request.updatedAt = now;
      await manager.update(CoverRequestEntity, { id: request.id }, { status: 'cancelled', updatedAt: now });
      const coverer = request.coveredBy ? await this.contactOf(manager, request.coveredBy) : null;
      if (coverer) {
        const requesterName = (await this.contactOf(manager, requesterId))?.firstName ?? SOMEONE;
        await this.mail.queue(coverMail.cancelledForCoverer(coverer, requesterName, request), { transaction: manager });
      }
      return this.viewOf(manager, request);
    });
  }

  /** The viewer's own requests and those their circles asked them to cover, newest first. */
  async requestsFor(viewerId: string): Promise<CoverRequestView[]> {
    const manager = this.dataSource.manager;
    const requests = await manager
      .createQueryBuilder(CoverRequestEntity, 'request')
      .where('request.requester_id = :viewerId', { viewerId })
      .orWhere('request.covered_by = :viewerId', { viewerId })
      .orWhere(
        `request.status = 'open' AND (EXISTS (SELECT 1 FROM cover_circle_members circle
          WHERE circle.owner_id = request.requester_id AND circle.member_id = :viewerId)
          OR EXISTS (SELECT 1 FROM cover_request_offers offer
          WHERE offer.request_id = request.id AND offer.member_id = :viewerId))`,
        { viewerId },
      )
      .orderBy('request.created_at', 'DESC')
      .getMany();
    return Promise.all(requests.map((request) => this.viewOf(manager, request)));
  }

  private async dropLink(ownerId: string, memberId: string): Promise<void> {
    if (!isUuid(ownerId) || !isUuid(memberId)) throw coverNotFound('Member not found');
    const { affected } = await this.dataSource.manager.delete(CoverCircleMemberEntity, { ownerId, memberId });
    if (!affected) throw coverNotFound('Member not found');
  }

  private async mayAnswer(manager: EntityManager, memberId: string, request: CoverRequestEntity): Promise<boolean> {
    if (request.requesterId === memberId) return false;
    const inCircle = await manager.findOneBy(CoverCircleMemberEntity, { ownerId: request.requesterId, memberId });
    const asked = await manager.findOneBy(CoverRequestOfferEntity, { requestId: request.id, memberId });
    return (!!inCircle || !!asked) && !(await blockedEitherWay(manager, request.requesterId, memberId));
  }

  private lockedRequest(manager: EntityManager, requestId: string): Promise<CoverRequestEntity | null> {
    if (!isUuid(requestId)) return Promise.resolve(null);
    return manager.findOne(CoverRequestEntity, { where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The circle members with a confirmed address, neither blocking nor blocked by the owner. */
  private async reachableCircle(manager: EntityManager, ownerId: string): Promise<Array<CoverMember & CircleMember>> {
    return manager.query(
      `SELECT contact.user_id AS "userId", contact.email, contact.first_name AS "firstName"
         FROM cover_circle_members circle
         JOIN member_contacts contact ON contact.user_id = circle.member_id AND contact.email_confirmed
        WHERE circle.owner_id = $1
          AND NOT EXISTS (SELECT 1 FROM member_blocks block
                           WHERE (block.blocker_id = $1 AND block.blocked_id = circle.member_id)
                              OR (block.blocker_id = circle.member_id AND block.blocked_id = $1))
        ORDER BY circle.created_at`,
      [ownerId],
    );
  }

  private async contactOf(manager: EntityManager, userId: string): Promise<(CoverMember & CircleMember) | null> {
    const [contact] = await manager.query<Array<CoverMember & CircleMember>>(
      `SELECT user_id AS "userId", email, first_name AS "firstName" FROM member_contacts WHERE user_id = $1`,
      [userId],
    );
    return contact ?? null;
  }

  private async named(manager: EntityManager, ids: string[]): Promise<CircleMember[]> {
    const members: CircleMember[] = [];
    for (const userId of ids) {
      members.push({ userId, firstName: (await this.contactOf(manager, userId))?.firstName ?? SOMEONE });
    }
    return members;
  }

  private async viewOf(manager: EntityManager, request: CoverRequestEntity): Promise<CoverRequestView> {
    const coverer = request.coveredBy ? await this.contactOf(manager, request.coveredBy) : null;
    return {
      request,
      requesterName: (await this.contactOf(manager, request.requesterId))?.firstName ?? SOMEONE,
      coveredBy: coverer && { userId: coverer.userId, firstName: coverer.firstName, email: coverer.email },
    };
  }
}
