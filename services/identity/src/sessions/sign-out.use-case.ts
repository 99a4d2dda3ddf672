import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';
import { revokeFamily } from './refresh-session.use-case';
import { hashRefreshToken } from './session-issuer';

@Injectable()
export class SignOutUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    await this.dataSource.transaction(async (manager) => {
      const token = await manager.findOneBy(RefreshTokenEntity, { tokenHash: hashRefreshToken(refreshToken) });
      if (token) await revokeFamily(manager, token.familyId);
    });
  }
}
