import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MediaUser } from '../profile-photos/media-user.model';

@ObjectType('VideoMeetingInvitation', { description: "An invitation as the meeting's host sees it." })
export class VideoMeetingInvitationModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'pending, accepted or declined.' })
  status!: string;

  @Field(() => ID)
  inviteeId!: string;

  @Field(() => MediaUser, { nullable: true, description: 'The invited member (identity resolves their names).' })
  invitee!: MediaUser;
}

@ObjectType('VideoMeeting', { description: 'A video meeting a member hosts.' })
export class VideoMeetingModel {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field()
  scheduledFor!: Date;

  @Field(() => Int, { description: 'Minutes (15 to 480).' })
  duration!: number;

  @Field(() => Int, { description: 'Participants the call holds (2 to 50).' })
  maxParticipants!: number;

  @Field({ description: 'Whether any member may see and join it; otherwise the host and invitees only.' })
  isPublic!: boolean;

  @Field({ description: 'general, playdate, consultation or support_group.' })
  meetingType!: string;

  @Field({ description: 'scheduled, active, completed or cancelled.' })
  status!: string;

  @Field({ description: 'Names the call (/video-call/{roomId}); random and unguessable.' })
  roomId!: string;

  @Field(() => ID)
  hostId!: string;

  @Field(() => MediaUser, { nullable: true, description: 'The host (identity resolves their names).' })
  host!: MediaUser;

  @Field({ description: 'Whether the signed-in member hosts it.' })
  isHost!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The signed-in member's invitation: pending, accepted, declined, or null when not invited.",
  })
  invitationStatus!: string | null;

  @Field({ description: 'When joining opens: 15 minutes before scheduledFor.' })
  joinOpensAt!: Date;

  @Field({ description: 'scheduledFor plus the duration.' })
  endsAt!: Date;

  @Field({
    description: 'mesh (up to 4, browser to browser), sfu (LiveKit), or unavailable (over 4 and no SFU configured).',
  })
  callMode!: string;

  @Field(() => Int, { description: 'How many people a direct (mesh) call holds here (MESH_MAX_PARTICIPANTS).' })
  directCallLimit!: number;

  @Field()
  createdAt!: Date;

  @Field(() => [VideoMeetingInvitationModel], { description: 'Its invitations for the host; empty for anyone else.' })
  invitations!: VideoMeetingInvitationModel[];
}

@ObjectType('MeetingInvitation', { description: 'An invitation as the invited member sees it.' })
export class MeetingInvitationModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'pending, accepted or declined.' })
  status!: string;

  @Field()
  createdAt!: Date;

  @Field(() => VideoMeetingModel)
  meeting!: VideoMeetingModel;

  @Field(() => ID)
  inviterId!: string;

  @Field(() => MediaUser, { nullable: true, description: 'Who invited the member (the host).' })
  inviter!: MediaUser;
}

@InputType()
export class ScheduleVideoMeetingInput {
  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field({ description: 'ISO 8601 date and time; in the future.' })
  scheduledFor!: string;

  @Field(() => Int, { nullable: true, description: 'Minutes, 15 to 480; 60 when not given.' })
  duration?: number | null;

  @Field(() => Int, { nullable: true, description: '2 to 50; 10 when not given.' })
  maxParticipants?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'true when not given.' })
  isPublic?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'general (default), playdate, consultation or support_group.',
  })
  meetingType?: string | null;
}
