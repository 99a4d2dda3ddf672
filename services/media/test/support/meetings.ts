import { randomUUID } from 'node:crypto';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import type { MediaTestApp } from './media-test-app';

export interface TestMember {
  id: string;
  token: string;
  email: string;
}

export const MEETING_FIELDS = `id title description scheduledFor duration maxParticipants isPublic meetingType status
  roomId hostId host { id } isHost invitationStatus joinOpensAt endsAt callMode directCallLimit createdAt
  invitations { id status invitee { id } }`;

export interface MeetingAnswer {
  id: string;
  title: string;
  description: string | null;
  scheduledFor: string;
  duration: number;
  maxParticipants: number;
  isPublic: boolean;
  meetingType: string;
  status: string;
  roomId: string;
  hostId: string;
  host: { id: string };
  isHost: boolean;
  invitationStatus: string | null;
  joinOpensAt: string;
  endsAt: string;
  callMode: string;
  directCallLimit: number;
  createdAt: string;
  invitations: Array<{ id: string; status: string; invitee: { id: string } }>;
}

export const INVITATION_FIELDS = `id status createdAt inviter { id }
  meeting { id title scheduledFor duration roomId joinOpensAt invitationStatus }`;

export interface InvitationAnswer {
  id: string;
  status: string;
  createdAt: string;
  inviter: { id: string };
  meeting: {
    id: string;
    title: string;
    scheduledFor: string;
    duration: number;
    roomId: string;
    joinOpensAt: string;
    invitationStatus: string | null;
  };
}

const SCHEDULE = `mutation Schedule($input: ScheduleVideoMeetingInput!) {
  scheduleVideoMeeting(input: $input) { ${MEETING_FIELDS} }
}`;
const INVITE = `mutation Invite($meetingId: ID!, $memberIds: [ID!]!) {
  inviteToVideoMeeting(meetingId: $meetingId, memberIds: $memberIds) { id status invitee { id } }
}`;

/** Members, blocks and meetings on a media test app, as identity and the gateway would give them. */
export function meetingsOf(media: MediaTestApp) {
  const graph = <T = Record<string, unknown>>(
    who: TestMember | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphqlAnswer<T>> => subgraphQuery<T>(media.app, who?.token ?? null, query, variables);

  /** A signed-in member media knows (MemberContactChanged, straight into the projection) with a confirmed address. */
  const member = async (firstName = 'Member'): Promise<TestMember> => {
    const id = randomUUID();
    const email = `${firstName.toLowerCase()}.${id.slice(0, 8)}@example.org`;
    await media.sql(
      `INSERT INTO member_contacts (user_id, email, first_name, email_confirmed, changed_at)
       VALUES ($1, $2, $3, true, now())`,
      [id, email, firstName],
    );
    return { id, email, token: await media.keys.signAccessToken({ id, email, isAdmin: false }) };
  };

  const block = async (blocker: TestMember, blocked: TestMember): Promise<void> => {
    await media.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, blocked.id]);
  };

  /** `hoursAhead` from media's clock. */
  const inHours = (hoursAhead: number): string =>
    new Date(media.clock.now().getTime() + hoursAhead * 3_600_000).toISOString();

  const schedule = async (host: TestMember, overrides: Record<string, unknown> = {}): Promise<MeetingAnswer> => {
    const answer = await graph<{ scheduleVideoMeeting: MeetingAnswer }>(host, SCHEDULE, {
      input: { title: 'Toddler sleep support', scheduledFor: inHours(24), ...overrides },
    });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.scheduleVideoMeeting;
  };

  const invite = async (host: TestMember, meetingId: string, ...invitees: TestMember[]) => {
    const answer = await graph<{
      inviteToVideoMeeting: Array<{ id: string; status: string; invitee: { id: string } }>;
    }>(host, INVITE, { meetingId, memberIds: invitees.map((invitee) => invitee.id) });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.inviteToVideoMeeting;
  };

  /** Sends the queued emails and returns those to `member`. */
  const mailTo = async (member: TestMember) => {
    await media.clock.runDue();
    return media.smtp.received.filter((mail) => mail.to.includes(member.email));
  };

  return { graph, member, block, inHours, schedule, invite, mailTo, SCHEDULE, INVITE };
}

export const errorOf = (answer: {
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}) => answer.errors?.[0];
