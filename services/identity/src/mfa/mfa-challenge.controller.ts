import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import type { SessionResponse } from '../sessions/session-response';
import { toUserView } from '../users/user.view';
import { CompleteMfaChallengeUseCase } from './complete-mfa-challenge.use-case';

/** For the gateway: the second step of a sign-in with MFA on (the challenge token is the credential). */
@Public()
@Controller('sessions')
export class MfaChallengeController {
  constructor(private readonly completeChallenge: CompleteMfaChallengeUseCase) {}

  @Post('mfa')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async complete(
    @Body() body: { challengeToken?: unknown; code?: unknown; recoveryCode?: unknown },
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<SessionResponse> {
    const { user, session } = await this.completeChallenge.execute(
      { challengeToken: body?.challengeToken, code: body?.code, recoveryCode: body?.recoveryCode },
      clientContextOf(headers),
    );
    return { user: toUserView(user), session };
  }
}
