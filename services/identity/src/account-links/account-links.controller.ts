import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import { signInResponse, type MfaChallengeResponse } from '../mfa/gate-response';
import type { SessionResponse } from '../sessions/session-response';
import { AccountLinkPurpose } from './account-link.entity';
import { RequestAccountLinkUseCase } from './request-account-link.use-case';
import { ResetPasswordUseCase } from './reset-password.use-case';
import { SignInWithMagicLinkUseCase } from './sign-in-with-magic-link.use-case';

type RequestHeaders = Record<string, string | string[] | undefined>;

/** Emailed sign-in links and password resets, for the gateway (which sets the cookies of a new session). */
@Public()
@Controller('account-links')
export class AccountLinksController {
  constructor(
    private readonly requestLink: RequestAccountLinkUseCase,
    private readonly signInWithLink: SignInWithMagicLinkUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
  ) {}

  @Post('magic-link')
  @HttpCode(202)
  requestMagicLink(
    @Body() body: { email?: unknown },
    @Headers() headers: RequestHeaders,
  ): Promise<{ message: string }> {
    return this.requestLink.execute(AccountLinkPurpose.MagicLink, body ?? {}, clientContextOf(headers));
  }

  @Post('magic-link/verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async verifyMagicLink(
    @Body() body: { token?: unknown },
    @Headers() headers: RequestHeaders,
  ): Promise<SessionResponse | MfaChallengeResponse> {
    const { user, outcome } = await this.signInWithLink.execute(body ?? {}, clientContextOf(headers));
    return signInResponse(user, outcome);
  }

  @Post('password-reset')
  @HttpCode(202)
  requestPasswordReset(
    @Body() body: { email?: unknown },
    @Headers() headers: RequestHeaders,
  ): Promise<{ message: string }> {
    return this.requestLink.execute(AccountLinkPurpose.PasswordReset, body ?? {}, clientContextOf(headers));
  }

  @Post('password-reset/complete')
  @HttpCode(200)
  complete(
    @Body() body: { token?: unknown; password?: unknown },
    @Headers() headers: RequestHeaders,
  ): Promise<{ message: string }> {
    return this.resetPassword.execute(body ?? {}, clientContextOf(headers));
  }
}
