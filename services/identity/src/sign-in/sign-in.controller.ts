import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { signInResponse, type MfaChallengeResponse } from '../mfa/gate-response';
import { clientContextOf } from '../sessions/client-context';
import type { SessionResponse } from '../sessions/session-response';
import { SignInUseCase } from './sign-in.use-case';

/** Sign-in with a password, for the gateway: a session, or (MFA on) the challenge for the code. */
@Public()
@Controller('sessions')
export class SignInController {
  constructor(private readonly signIn: SignInUseCase) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async create(
    @Body() body: { email?: unknown; password?: unknown },
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<SessionResponse | MfaChallengeResponse> {
    const { user, outcome } = await this.signIn.execute(body ?? {}, clientContextOf(headers));
    return signInResponse(user, outcome);
  }
}
