import { Body, Controller, Get, Header, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { parseOrThrow, Public } from '@village/kit';
import { z } from 'zod';
import { toUserView } from '../users/user.view';
import { clientContextOf } from './client-context';
import { RefreshSessionUseCase } from './refresh-session.use-case';
import { RevokedSessionsQuery, type RevokedSessionsPage } from './revoked-sessions.query';
import type { SessionResponse } from './session-response';
import { SignOutUseCase } from './sign-out.use-case';
import { TokenIssuer } from './token-issuer';

type RequestHeaders = Record<string, string | string[] | undefined>;

/** Session endpoints for the gateway (refresh, sign-out, revocations) and the JWKS every part verifies with. */
@Public()
@Controller()
export class SessionsController {
  constructor(
    private readonly refresh: RefreshSessionUseCase,
    private readonly signOut: SignOutUseCase,
    private readonly revokedSessions: RevokedSessionsQuery,
    private readonly tokens: TokenIssuer,
  ) {}

  @Get('.well-known/jwks.json')
  jwks(): ReturnType<TokenIssuer['jwks']> {
    return this.tokens.jwks();
  }

  @Post('sessions/refresh')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async rotate(@Body() body: { refreshToken?: string }, @Headers() headers: RequestHeaders): Promise<SessionResponse> {
    const { user, session } = await this.refresh.execute(body?.refreshToken, clientContextOf(headers));
    return { user: toUserView(user), session };
  }

  @Post('sessions/revoke')
  @HttpCode(204)
  async revoke(@Body() body: { refreshToken?: string }, @Headers() headers: RequestHeaders): Promise<void> {
    await this.signOut.execute(body?.refreshToken, clientContextOf(headers));
  }

  /** The sessions revoked since `since` (ISO time) whose access tokens may still be unexpired. */
  @Get('sessions/revoked')
  @Header('Cache-Control', 'no-store')
  async revoked(@Query('since') since?: string): Promise<RevokedSessionsPage> {
    const from =
      since === undefined
        ? null
        : parseOrThrow(z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }), since);
    return this.revokedSessions.since(from === null ? null : new Date(from));
  }
}
