import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid, knownMembers } from '@village/kit';
import { type DataSource, In } from 'typeorm';
import { lockedHostedMeeting } from './locked-meeting';
import { MeetingMail } from './meeting-mail';
import { MeetingInvitationEntity } from './meeting-invitation.entity';
import { endsAt, MAX_INVITEES_AT_ONCE } from './meeting-words';
import { cannotInvite, meetingCancelled, meetingEnded, meetingInvalid } from './meetings.errors';

/**
 * The host invites members to their meeting. Members already invited are skipped; self, members media never heard
 * of, and members across a block either way are refused. Each new invitee is emailed.
 */
@Injectable()
export class InviteMembersUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mail: MeetingMail,
  ) {}

  /** The invitations of the named members (new and earlier ones). */
  async execute(hostId: string, meetingId: string, memberIds: readonly string[]): Promise<MeetingInvitationEntity[]> {
    const invitees = checkedMemberIds(memberIds);
    return this.dataSource.transaction(async (manager) => {
      const meeting = await lockedHostedMeeting(manager, hostId, meetingId);
      const now = this.clock.now();
      if (meeting.status === 'cancelled') throw meetingCancelled();
      if (meeting.status === 'completed' || endsAt(meeting.scheduledFor, meeting.durationMinutes) <= now) {
        throw meetingEnded();
      }
      if (invitees.includes(hostId)) throw cannotInvite();
      const known = await knownMembers(manager, invitees);
      if (invitees.some((id) => !known.has(id))) throw cannotInvite();
      const blocked = await manager.query<unknown[]>(
        `SELECT 1 FROM member_blocks
          WHERE (blocker_id = $1 AND blocked_id = ANY($2::uuid[])) OR (blocked_id = $1 AND blocker_id = ANY($2::uuid[]))
          LIMIT 1`,
        [hostId, invitees],
      );
      if (blocked.length > 0) throw cannotInvite();
      const existing = await manager.find(MeetingInvitationEntity, {
        where: { meetingId: meeting.id, inviteeId: In(invitees) },
      });
      const already = new Set(existing.map((invitation) => invitation.inviteeId));
      const created = invitees
        .filter((inviteeId) => !already.has(inviteeId))
        .map((inviteeId): MeetingInvitationEntity => ({
          id: randomUUID(),
          meetingId: meeting.id,
          inviteeId,
          inviterId: hostId,
          status: 'pending',
          createdAt: now,
          respondedAt: null,
        }));
      if (created.length > 0) await manager.insert(MeetingInvitationEntity, created);
      await this.mail.invited(
        manager,
        meeting,
        created.map((invitation) => invitation.inviteeId),
      );
      return [...existing, ...created];
    });
  }
}

function checkedMemberIds(memberIds: readonly string[]): string[] {
  const unique = [...new Set(memberIds)];
  if (unique.length === 0 || unique.length > MAX_INVITEES_AT_ONCE) {
    const message = `Choose between 1 and ${MAX_INVITEES_AT_ONCE} members to invite`;
    throw meetingInvalid(message, { memberIds: message });
  }
  if (!unique.every(isUuid)) throw cannotInvite();
  return unique;
}
