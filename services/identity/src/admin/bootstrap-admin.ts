import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog } from '@village/kit';
import type { DataSource } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { RegisterMemberUseCase } from '../registration/register-member.use-case';
import { UserEntity } from '../users/user.entity';

/** Creates the first admin from BOOTSTRAP_ADMIN_* when no admin exists yet. */
@Injectable()
export class BootstrapAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger(BootstrapAdmin.name);

  constructor(
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registerMember: RegisterMemberUseCase,
    private readonly audit: AuditLog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password } = this.env;
    if (!email || !password) return;
    const admins = await this.dataSource.getRepository(UserEntity).countBy({ isAdmin: true });
    if (admins > 0) return;
    const { user } = await this.registerMember.execute({
      email,
      password,
      fullName: 'Village Admin',
      city: 'London',
      postcode: 'EC1A 1BB',
      country: 'United Kingdom',
      isAdmin: true,
    });
    this.audit.record('admin.created', { accountId: user.id, detail: 'first admin from BOOTSTRAP_ADMIN_EMAIL' });
    this.logger.log(`first admin created (${email})`);
  }
}
