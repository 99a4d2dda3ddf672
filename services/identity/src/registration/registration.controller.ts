import { Body, Controller, Header, Headers, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { clientContextOf } from '../sessions/client-context';
import type { SessionResponse } from '../sessions/session-response';
import { toUserView } from '../users/user.view';
import { RegisterMemberUseCase } from './register-member.use-case';

/** Registration for the gateway: the new member and their first session. */
@Public()
@Controller('sessions/register')
export class RegistrationController {
  constructor(private readonly registerMember: RegisterMemberUseCase) {}

  @Post()
  @Header('Cache-Control', 'no-store')
  async register(
    @Body() body: Record<string, unknown>,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<SessionResponse> {
    const { isAdmin: _ignored, ...fields } = body ?? {};
    const { user, session } = await this.registerMember.execute(fields as never, clientContextOf(headers));
    return { user: toUserView(user), session };
  }
}
