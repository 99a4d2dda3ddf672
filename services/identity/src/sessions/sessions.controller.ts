import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { RegisterMemberUseCase } from '../registration/register-member.use-case';
import { toUserView, type UserView } from '../users/user.view';
import { RefreshSessionUseCase } from './refresh-session.use-case';
import type { IssuedSession } from './session-issuer';
import { SignInUseCase } from './sign-in.use-case';
import { SignOutUseCase } from './sign-out.use-case';
import { TokenIssuer } from './token-issuer';

interface SessionResponse {
  user: UserView;
  session: IssuedSession;
}

/** Session endpoints for the gateway, which turns the issued tokens into httpOnly cookies. */
@Public()
@Controller()
export class SessionsController {
  constructor(
    private readonly registerMember: RegisterMemberUseCase,
    private readonly signIn: SignInUseCase,
    private readonly refresh: RefreshSessionUseCase,
    private readonly signOut: SignOutUseCase,
    private readonly tokens: TokenIssuer,
  ) {}

  @Get('.well-known/jwks.json')
  jwks(): ReturnType<TokenIssuer['jwks']> {
    return this.tokens.jwks();
  }

  @Post('sessions/register')
  async register(@Body() body: Record<string, unknown>): Promise<SessionResponse> {
    const { isAdmin: _ignored, ...fields } = body ?? {};
    const { user, session } = await this.registerMember.execute(fields as never);
    return { user: toUserView(user), session };
  }

  @Post('sessions')
  @HttpCode(200)
  async create(@Body() body: { email?: unknown; password?: unknown }): Promise<SessionResponse> {
    const { user, session } = await this.signIn.execute(body ?? {});
    return { user: toUserView(user), session };
  }

  @Post('sessions/refresh')
  @HttpCode(200)
  async rotate(@Body() body: { refreshToken?: string }): Promise<SessionResponse> {
    const { user, session } = await this.refresh.execute(body?.refreshToken);
    return { user: toUserView(user), session };
  }

  @Post('sessions/revoke')
  @HttpCode(204)
  async revoke(@Body() body: { refreshToken?: string }): Promise<void> {
    await this.signOut.execute(body?.refreshToken);
  }
}
