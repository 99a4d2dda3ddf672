import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, notBlockedEitherWaySql } from '@village/kit';
import type { DataSource } from 'typeorm';
import type { InvitationStatus } from './meeting-invitation.entity';
import { LIST_LIMIT, type MeetingView } from './meeting-words';
import type { MeetingStatus, MeetingType } from './video-meeting.entity';

export interface MeetingRow {
  id: string;
  hostId: string;
  title: string;
  description: string | null;
  scheduledFor: Date;
  durationMinutes: number;
  maxParticipants: number;
  isPublic: boolean;
  meetingType: MeetingType;
  status: MeetingStatus;
  roomId: string;
  createdAt: Date;
  /** The viewer's invitation to it, if any. */
  invitationStatus: InvitationStatus | null;
}

export interface InvitationRow {
  id: string;
  status: InvitationStatus;
  createdAt: Date;
  inviterId: string;
  meeting: MeetingRow;
}

export interface HostInvitationRow {
  id: string;
  meetingId: string;
  inviteeId: string;
  status: InvitationStatus;
}

interface RawMeeting {
  id: string;
  host_id: string;
  title: string;
  description: string | null;
  scheduled_for: Date;
  duration_minutes: number;
  max_participants: number;
  is_public: boolean;
  meeting_type: MeetingType;
  status: MeetingStatus;
  room_id: string;
  created_at: Date;
  invitation_status: InvitationStatus | null;
}

const ENDS_AT = `(meeting.scheduled_for + meeting.duration_minutes * interval '1 minute')`;

/**
 * `$1` is the viewer: the host, an invitee (any answer) or, for a public meeting, anyone; never across a block.
 * `extra` adds columns of the viewer's invitation (`mine`).
 */
const visibleSelect = (extra = ''): string => `
  SELECT meeting.id, meeting.host_id, meeting.title, meeting.description, meeting.scheduled_for,
         meeting.duration_minutes, meeting.max_participants, meeting.is_public, meeting.meeting_type, meeting.status,
         meeting.room_id, meeting.created_at, mine.status AS invitation_status ${extra}
    FROM video_meetings meeting
    LEFT JOIN meeting_invitations mine ON mine.meeting_id = meeting.id AND mine.invitee_id = $1
   WHERE (meeting.host_id = $1 OR meeting.is_public OR mine.id IS NOT NULL)
     AND ${notBlockedEitherWaySql('meeting.host_id', '$1')}`;

const INVITATION_COLUMNS = ', mine.id AS invitation_id, mine.created_at AS invited_at, mine.inviter_id';

/** Each tab's condition (`now` is the next parameter when it needs it) and order. */
const VIEWS: Record<MeetingView, { where: (now: string) => string; usesNow: boolean; order: string }> = {
  upcoming: {
    where: (now) => `meeting.status IN ('scheduled', 'active') AND ${ENDS_AT} > ${now}`,
    usesNow: true,
    order: 'meeting.scheduled_for ASC',
  },
  mine: {
    where: () => `meeting.host_id = $1 AND meeting.status <> 'cancelled'`,
    usesNow: false,
    order: 'meeting.scheduled_for DESC',
  },
  history: {
    where: (now) => `(meeting.status = 'completed' OR (meeting.status <> 'cancelled' AND ${ENDS_AT} <= ${now}))`,
    usesNow: true,
    order: 'meeting.scheduled_for DESC',
  },
};

type RawInvitation = RawMeeting & { invitation_id: string; invited_at: Date; inviter_id: string };

const toMeeting = (raw: RawMeeting): MeetingRow => ({
  id: raw.id,
  hostId: raw.host_id,
  title: raw.title,
  description: raw.description,
  scheduledFor: raw.scheduled_for,
  durationMinutes: raw.duration_minutes,
  maxParticipants: raw.max_participants,
  isPublic: raw.is_public,
  meetingType: raw.meeting_type,
  status: raw.status,
  roomId: raw.room_id,
  createdAt: raw.created_at,
  invitationStatus: raw.invitation_status,
});

const toInvitation = (raw: RawInvitation): InvitationRow => ({
  id: raw.invitation_id,
  status: raw.invitation_status ?? 'pending',
  createdAt: raw.invited_at,
  inviterId: raw.inviter_id,
  meeting: toMeeting(raw),
});

/** What a member may read of meetings and invitations. */
@Injectable()
export class MeetingQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One of the tabs (at most 100), optionally only one host's meetings. */
  async list(viewerId: string, view: MeetingView, now: Date, hostId: string | null): Promise<MeetingRow[]> {
    const { where, usesNow, order } = VIEWS[view];
    const parameters: unknown[] = [viewerId];
    const next = (value: unknown): string => `$${parameters.push(value)}`;
    const conditions = [where(usesNow ? next(now) : '')];
    if (hostId) conditions.push(`meeting.host_id = ${next(hostId)}`);
    const rows = await this.dataSource.query<RawMeeting[]>(
      `${visibleSelect()} AND ${conditions.join(' AND ')} ORDER BY ${order}, meeting.id LIMIT ${LIST_LIMIT}`,
      parameters,
    );
    return rows.map(toMeeting);
  }

  /** One meeting the viewer may see, by id; null when unknown or not visible. */
  async byId(viewerId: string, meetingId: string): Promise<MeetingRow | null> {
    if (!isUuid(meetingId)) return null;
    return this.one(`${visibleSelect()} AND meeting.id = $2`, [viewerId, meetingId]);
  }

  /** One meeting the viewer may see, by the room id of its call; null when unknown or not visible. */
  async byRoomId(viewerId: string, roomId: string): Promise<MeetingRow | null> {
    return this.one(`${visibleSelect()} AND meeting.room_id = $2`, [viewerId, roomId]);
  }

  /** The viewer's pending invitations to meetings neither cancelled nor ended, soonest first. */
  async pendingInvitations(viewerId: string, now: Date): Promise<InvitationRow[]> {
    const rows = await this.dataSource.query<RawInvitation[]>(
      `${visibleSelect(INVITATION_COLUMNS)}
         AND mine.status = 'pending' AND meeting.status IN ('scheduled', 'active') AND ${ENDS_AT} > $2
       ORDER BY meeting.scheduled_for ASC, mine.id LIMIT ${LIST_LIMIT}`,
      [viewerId, now],
    );
    return rows.map(toInvitation);
  }

  /** One invitation addressed to the viewer, with its meeting; null when unknown, someone else's or across a block. */
  async invitation(viewerId: string, invitationId: string): Promise<InvitationRow | null> {
    if (!isUuid(invitationId)) return null;
    const [raw] = await this.dataSource.query<RawInvitation[]>(
      `${visibleSelect(INVITATION_COLUMNS)} AND mine.id = $2`,
      [viewerId, invitationId],
    );
    return raw ? toInvitation(raw) : null;
  }

  /** The invitations of the given meetings, oldest first: only ever read for their host. */
  async invitationsOf(meetingIds: readonly string[]): Promise<Map<string, HostInvitationRow[]>> {
    const rows = await this.dataSource.query<
      Array<{ id: string; meeting_id: string; invitee_id: string; status: InvitationStatus }>
    >(
      `SELECT id, meeting_id, invitee_id, status FROM meeting_invitations
        WHERE meeting_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [meetingIds.filter(isUuid)],
    );
    const byMeeting = new Map<string, HostInvitationRow[]>();
    for (const row of rows) {
      const list = byMeeting.get(row.meeting_id) ?? [];
      list.push({ id: row.id, meetingId: row.meeting_id, inviteeId: row.invitee_id, status: row.status });
      byMeeting.set(row.meeting_id, list);
    }
    return byMeeting;
  }

  private async one(sql: string, parameters: unknown[]): Promise<MeetingRow | null> {
    const [raw] = await this.dataSource.query<RawMeeting[]>(sql, parameters);
    return raw ? toMeeting(raw) : null;
  }
}
