import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import { EraseAccountUseCase } from './erase-account.use-case';

/** Internal endpoint for the gateway: the signed-in member erases their account (ADR 032). */
@Controller('account')
export class AccountErasureController {
  constructor(private readonly eraseAccount: EraseAccountUseCase) {}

  @Post('erase')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async erase(
    @CurrentUser() member: AuthenticatedUser,
    @Body() body: { password?: unknown; confirmation?: unknown },
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<{ erased: true }> {
    await this.eraseAccount.execute(
      { userId: member.id, password: body?.password, confirmation: body?.confirmation },
      clientContextOf(headers),
    );
    return { erased: true };
  }
}
