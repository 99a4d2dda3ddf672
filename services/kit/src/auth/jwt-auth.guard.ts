import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_LEVEL, type AccessLevel } from './access.decorators';
import { AuditLog } from './audit-log';
import type { AuthenticatedUser } from './authenticated-user';
import { requestOf } from './request-of';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditLog,
  ) {
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
    try {
      if (!request.user) await (super.canActivate(context) as Promise<boolean>);
    } catch (error) {
      this.audit.record('access.denied', { detail: `${this.operationOf(context)}: not signed in` });
      throw error;
    }
    if (level === 'admin') {
      const user = request.user as AuthenticatedUser;
      if (!user.isAdmin) {
        this.audit.record('access.denied', {
          accountId: user.id,
          detail: `${this.operationOf(context)}: not an admin`,
        });
        throw new ForbiddenException("You don't have permission to access this page.");
      }
      this.audit.record('admin.action', { accountId: user.id, detail: this.operationOf(context) });
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

  private operationOf(context: ExecutionContext): string {
    return `${context.getClass().name}.${context.getHandler().name}`;
  }
}
