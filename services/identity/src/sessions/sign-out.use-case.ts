import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog } from '@village/kit';
import type { DataSource } from 'typeorm';
import type { ClientContext } from './client-context';
import { RefreshTokenEntity } from './refresh-token.entity';
import { hashRefreshToken } from './session-issuer';
import { revokeFamily } from './session-revocation';

/** Signs out of one session: every refresh token of the family ends, whichever of them is presented. */
@Injectable()
export class SignOutUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async execute(refreshToken: string | undefined, client: ClientContext = {}): Promise<void> {
    if (!refreshToken) return;
    const token = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(RefreshTokenEntity, { tokenHash: hashRefreshToken(refreshToken) });
      if (found) await revokeFamily(manager, found.familyId);
      return found;
    });
    if (token) this.audit.record('session.revoked', { accountId: token.userId, ip: client.ip, detail: 'sign-out' });
  }
}
