import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { JoinVideoCallUseCase } from './join-video-call.use-case';
import { VideoCallPassModel } from './video-call-pass.model';

@Resolver()
export class VideoCallsResolver {
  constructor(private readonly joinVideoCall_: JoinVideoCallUseCase) {}

  @Mutation(() => VideoCallPassModel, {
    description:
      "Asks to join a meeting's call: the host, members who accepted, anyone for a public meeting; from 15 minutes " +
      'before the start until it is completed or cancelled; never a member the host removed.',
  })
  joinVideoCall(
    @CurrentUser() member: AuthenticatedUser,
    @Args('roomId', { type: () => String }) roomId: string,
  ): Promise<VideoCallPassModel> {
    return this.joinVideoCall_.execute(member.id, roomId);
  }
}
