import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import type { SessionResponse } from '../sessions/session-response';
import { toUserView } from '../users/user.view';
import { DevelopmentSignInUseCase } from './development-sign-in.use-case';

/** POST /sessions/development: the gateway's /api/dev-signin, development only (404 otherwise). */
@Public()
@Controller('sessions')
export class DevelopmentSignInController {
  constructor(private readonly developmentSignIn: DevelopmentSignInUseCase) {}

  @Post('development')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async signIn(
    @Body() body: { email?: unknown },
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<SessionResponse> {
    const { user, session } = await this.developmentSignIn.execute(body ?? {}, clientContextOf(headers));
    return { user: toUserView(user), session };
  }
}
