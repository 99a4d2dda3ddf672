import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  type AuthenticatedUser,
  type Clock,
  CLOCK,
  CurrentUser,
  isUuid,
  type LoaderContext,
  requestLoader,
  SERVICE_ENV,
} from '@village/kit';
import type { MediaEnv } from '../env';
import { callCapacityOf, type CallCapacity } from './call-mode';
import { CancelMeetingUseCase } from './cancel-meeting.use-case';
import { InviteMembersUseCase } from './invite-members.use-case';
import { type HostInvitationRow, MeetingQueries } from './meeting-queries';
import { invitationView, meetingView } from './meeting-view';
import { isMeetingView } from './meeting-words';
import { invitationNotFound, meetingInvalid, meetingNotFound } from './meetings.errors';
import { RespondToInvitationUseCase, type InvitationAnswer } from './respond-to-invitation.use-case';
import { ScheduleMeetingUseCase } from './schedule-meeting.use-case';
import {
  MeetingInvitationModel,
  ScheduleVideoMeetingInput,
  VideoMeetingInvitationModel,
  VideoMeetingModel,
} from './video-meeting.model';

const VIEW_MESSAGE = "View must be 'upcoming', 'mine' or 'history'";

@Resolver(() => VideoMeetingModel)
export class VideoMeetingsResolver {
  private readonly capacity: CallCapacity;

  constructor(
    private readonly queries: MeetingQueries,
    private readonly schedule: ScheduleMeetingUseCase,
    private readonly cancel: CancelMeetingUseCase,
    private readonly invite: InviteMembersUseCase,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_ENV) env: MediaEnv,
  ) {
    this.capacity = callCapacityOf(env);
  }

  @Query(() => [VideoMeetingModel], {
    description:
      'upcoming (scheduled or active, not ended, soonest first), mine (hosted, not cancelled, newest first) or history ' +
      '(completed or ended, newest first): meetings the member may see, at most 100; `hostId` keeps one host.',
  })
  async videoMeetings(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('view', { type: () => String, nullable: true }) view?: string | null,
    @Args('hostId', { type: () => ID, nullable: true }) hostId?: string | null,
  ): Promise<VideoMeetingModel[]> {
    const tab = view ?? 'upcoming';
    if (!isMeetingView(tab)) throw meetingInvalid(VIEW_MESSAGE, { view: VIEW_MESSAGE });
    if (hostId && !isUuid(hostId)) return [];
    const meetings = await this.queries.list(viewer.id, tab, this.clock.now(), hostId ?? null);
    return meetings.map((meeting) => meetingView(viewer.id, meeting, this.capacity));
  }

  @Query(() => VideoMeetingModel, {
    nullable: true,
    description: 'One meeting the member may see (null when unknown, private to others, or across a block).',
  })
  async videoMeeting(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<VideoMeetingModel | null> {
    const meeting = await this.queries.byId(viewer.id, id);
    return meeting ? meetingView(viewer.id, meeting, this.capacity) : null;
  }

  @Query(() => VideoMeetingModel, {
    nullable: true,
    description: 'The meeting of a call room, when the member may see it (the call page header).',
  })
  async videoMeetingByRoom(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('roomId', { type: () => String }) roomId: string,
  ): Promise<VideoMeetingModel | null> {
    const meeting = await this.queries.byRoomId(viewer.id, roomId);
    return meeting ? meetingView(viewer.id, meeting, this.capacity) : null;
  }

  @Mutation(() => VideoMeetingModel, { description: 'Schedules a meeting the member hosts.' })
  async scheduleVideoMeeting(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => ScheduleVideoMeetingInput }) input: ScheduleVideoMeetingInput,
  ): Promise<VideoMeetingModel> {
    return this.read(viewer.id, await this.schedule.execute(viewer.id, { ...input }));
  }

  @Mutation(() => Boolean, {
    description: 'The host cancels their meeting; invitees who had not declined are emailed. Others: not found.',
  })
  async cancelVideoMeeting(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.cancel.execute(viewer.id, id);
    return true;
  }

  @Mutation(() => [VideoMeetingInvitationModel], {
    description:
      "The host invites 1 to 20 members (emailed); members already invited are skipped. Returns those members' invitations.",
  })
  async inviteToVideoMeeting(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('meetingId', { type: () => ID }) meetingId: string,
    @Args('memberIds', { type: () => [ID] }) memberIds: string[],
  ): Promise<VideoMeetingInvitationModel[]> {
    const invitations = await this.invite.execute(viewer.id, meetingId, memberIds);
    return invitations.map((invitation) => ({
      id: invitation.id,
      status: invitation.status,
      inviteeId: invitation.inviteeId,
      invitee: { id: invitation.inviteeId },
    }));
  }

  @ResolveField(() => [VideoMeetingInvitationModel])
  async invitations(
    @CurrentUser() viewer: AuthenticatedUser,
    @Parent() meeting: VideoMeetingModel,
    @Context() context: LoaderContext,
  ): Promise<VideoMeetingInvitationModel[]> {
    if (meeting.hostId !== viewer.id) return [];
    const rows = await requestLoader<HostInvitationRow[]>(context, 'media.meetingInvitations', (meetingIds) =>
      this.queries.invitationsOf(meetingIds),
    ).load(meeting.id);
    return (rows ?? []).map((row) => ({
      id: row.id,
      status: row.status,
      inviteeId: row.inviteeId,
      invitee: { id: row.inviteeId },
    }));
  }

  private async read(viewerId: string, meetingId: string): Promise<VideoMeetingModel> {
    const meeting = await this.queries.byId(viewerId, meetingId);
    if (!meeting) throw meetingNotFound();
    return meetingView(viewerId, meeting, this.capacity);
  }
}

@Resolver(() => MeetingInvitationModel)
export class MeetingInvitationsResolver {
  private readonly capacity: CallCapacity;

  constructor(
    private readonly queries: MeetingQueries,
    private readonly respond: RespondToInvitationUseCase,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_ENV) env: MediaEnv,
  ) {
    this.capacity = callCapacityOf(env);
  }

  @Query(() => [MeetingInvitationModel], {
    description: "The member's pending invitations to meetings neither cancelled nor ended, soonest first.",
  })
  async myMeetingInvitations(@CurrentUser() viewer: AuthenticatedUser): Promise<MeetingInvitationModel[]> {
    const invitations = await this.queries.pendingInvitations(viewer.id, this.clock.now());
    return invitations.map((invitation) => invitationView(viewer.id, invitation, this.capacity));
  }

  @Mutation(() => MeetingInvitationModel, { description: 'The invitee accepts; the host is emailed.' })
  async acceptMeetingInvitation(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MeetingInvitationModel> {
    return this.answer(viewer.id, id, 'accepted');
  }

  @Mutation(() => MeetingInvitationModel, { description: 'The invitee declines; the host is emailed.' })
  async declineMeetingInvitation(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MeetingInvitationModel> {
    return this.answer(viewer.id, id, 'declined');
  }

  private async answer(viewerId: string, id: string, answer: InvitationAnswer): Promise<MeetingInvitationModel> {
    await this.respond.execute(viewerId, id, answer);
    const invitation = await this.queries.invitation(viewerId, id);
    if (!invitation) throw invitationNotFound();
    return invitationView(viewerId, invitation, this.capacity);
  }
}
