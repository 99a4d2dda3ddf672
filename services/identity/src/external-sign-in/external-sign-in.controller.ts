import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import { signInResponse, type MfaChallengeResponse } from '../mfa/gate-response';
import type { SessionResponse } from '../sessions/session-response';
import { EXTERNAL_SIGN_IN_AT_HEADER, EXTERNAL_SIGN_IN_PROOF_HEADER } from './external-sign-in-proof';
import { SignInWithExternalIdentityUseCase } from './sign-in-with-external-identity.use-case';

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * Internal endpoint for the gateway, which has already validated the provider's answer (id_token, state, nonce,
 * PKCE) and signed the claims with EXTERNAL_SIGN_IN_KEY: the member the provider vouched for gets a session, or the
 * MFA challenge. Claims without a valid proof are refused, whoever can reach this port.
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
    const proof = {
      at: single(headers[EXTERNAL_SIGN_IN_AT_HEADER]),
      signature: single(headers[EXTERNAL_SIGN_IN_PROOF_HEADER]),
    };
    const { user, admission, outcome } = await this.signIn.execute(
      (body ?? {}) as never,
      proof,
      clientContextOf(headers),
    );
    return { ...signInResponse(user, admission), outcome };
  }
}
