import { Field, ID, ObjectType } from '@nestjs/graphql';
import { VideoMeetingModel } from '../meetings/video-meeting.model';

@ObjectType('IceServer', { description: 'A STUN or TURN server for the call, as RTCIceServer takes it.' })
export class IceServerModel {
  @Field(() => [String])
  urls!: string[];

  @Field(() => String, { nullable: true, description: 'TURN only; time-limited when media holds a shared secret.' })
  username!: string | null;

  @Field(() => String, { nullable: true })
  credential!: string | null;
}

@ObjectType('VideoCallPass', { description: "What a member needs to enter a meeting's call." })
export class VideoCallPassModel {
  @Field({ description: 'Admits the member to the signalling channel until expiresAt (2 minutes).' })
  token!: string;

  @Field()
  expiresAt!: Date;

  @Field({ description: 'mesh (browser to browser, up to 4) or sfu (LiveKit).' })
  mode!: string;

  @Field({ description: 'Whether the member waits in the lobby until the host admits them.' })
  lobby!: boolean;

  @Field({ description: 'Where the browser opens the socket.io channel (through the gateway).' })
  socketPath!: string;

  @Field(() => [IceServerModel])
  iceServers!: IceServerModel[];

  @Field(() => ID)
  meetingId!: string;

  @Field()
  roomId!: string;

  @Field(() => VideoMeetingModel, { description: 'The meeting, as the call page header shows it.' })
  meeting!: VideoMeetingModel;
}
