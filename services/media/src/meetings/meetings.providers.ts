import { CancelMeetingUseCase } from './cancel-meeting.use-case';
import { InviteMembersUseCase } from './invite-members.use-case';
import { MeetingMail } from './meeting-mail';
import { MeetingQueries } from './meeting-queries';
import { MeetingInvitationsResolver, VideoMeetingsResolver } from './meetings.resolver';
import { RespondToInvitationUseCase } from './respond-to-invitation.use-case';
import { ScheduleMeetingUseCase } from './schedule-meeting.use-case';

export const meetingsProviders = [
  MeetingQueries,
  MeetingMail,
  ScheduleMeetingUseCase,
  CancelMeetingUseCase,
  InviteMembersUseCase,
  RespondToInvitationUseCase,
  VideoMeetingsResolver,
  MeetingInvitationsResolver,
];
