import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_LEVEL, type AccessLevel } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import { requestOf } from './request-of';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override getRequest(context: ExecutionContext): unknown {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.accessLevel(context);
    if (level === 'public') return true;
    const request = requestOf(context);
    if (level === 'optional' && !request.headers.authorization) return true;
    if (!request.user) await (super.canActivate(context) as Promise<boolean>);
    if (level === 'admin' && !(request.user as AuthenticatedUser).isAdmin) {
      throw new ForbiddenException("You don't have permission to access this page.");
    }
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException('Sign in required');
    return user;
  }

  private accessLevel(context: ExecutionContext): AccessLevel {
    return (
      this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_LEVEL, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'member'
    );
  }
}
