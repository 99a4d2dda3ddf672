import { Int, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdminOnly } from '@village/kit';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { VerificationCaseEntity } from '../verification/verification-case.entity';

/** identity's figures on the admin overview. */
@Resolver()
export class IdentityAdminCountsResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @AdminOnly()
  @Query(() => Int, { description: 'How many member accounts exist (admins only).' })
  async memberCount(): Promise<number> {
    return this.dataSource.getRepository(UserEntity).count();
  }

  @AdminOnly()
  @Query(() => Int, { description: 'How many identity verifications wait for a decision (admins only).' })
  async pendingVerificationCount(): Promise<number> {
    return this.dataSource.getRepository(VerificationCaseEntity).countBy({ status: 'pending' });
  }
}
