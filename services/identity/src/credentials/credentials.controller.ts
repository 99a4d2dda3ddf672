import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import type { SessionResponse } from '../sessions/session-response';
import { toUserView } from '../users/user.view';
import { ChangePasswordUseCase } from './change-password.use-case';

/** Internal endpoint for the gateway (no page uses it yet): the signed-in member changes their password. */
@Controller('credentials')
export class CredentialsController {
  constructor(private readonly changePassword: ChangePasswordUseCase) {}

  @Post('password')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async change(
    @CurrentUser() member: AuthenticatedUser,
    @Body() body: { currentPassword?: unknown; newPassword?: unknown },
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<SessionResponse> {
    const { user, session } = await this.changePassword.execute(
      { userId: member.id, currentPassword: body?.currentPassword, newPassword: body?.newPassword },
      clientContextOf(headers),
    );
    return { user: toUserView(user), session };
  }
}
