import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import { signInResponse, type MfaChallengeResponse, type SessionResponse } from '../sessions/sign-in-response';
import { SignInWithExternalIdentityUseCase } from './sign-in-with-external-identity.use-case';

/**
 * Internal endpoint for the gateway, which has already validated the provider's answer (id_token, state, nonce,
 * PKCE): the member the provider vouched for gets a session, or the MFA challenge.
 */
@Public()
@Controller('sessions/external')
export class ExternalSignInController {
  constructor(private readonly signIn: SignInWithExternalIdentityUseCase) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async create(
    @Body() body: Record<string, unknown>,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<(SessionResponse | MfaChallengeResponse) & { outcome: string }> {
    const { user, admission, outcome } = await this.signIn.execute((body ?? {}) as never, clientContextOf(headers));
    return { ...signInResponse(user, admission), outcome };
  }
}
