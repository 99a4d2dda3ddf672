import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '@village/kit';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { DecideVerificationUseCase } from './decide-verification.use-case';
import { VerificationCaseEntity } from './verification-case.entity';
import {
  MyVerificationModel,
  VerificationCaseModel,
  VerificationCaseStatusFilter,
  VerificationDecisionInput,
  VerificationStatus,
} from './verification-case.model';

const CASES_LISTED = 200;

@Resolver()
export class VerificationResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly decide: DecideVerificationUseCase,
  ) {}

  @Query(() => MyVerificationModel, { description: "The signed-in member's identity verification status." })
  async myVerification(@CurrentUser() viewer: AuthenticatedUser): Promise<MyVerificationModel> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: viewer.id });
    const latest = await this.dataSource
      .getRepository(VerificationCaseEntity)
      .findOne({ where: { userId: viewer.id }, order: { submittedAt: 'DESC' } });
    const status = user?.isVerified
      ? VerificationStatus.VERIFIED
      : !latest
        ? VerificationStatus.NOT_SUBMITTED
        : latest.status === 'pending'
          ? VerificationStatus.PENDING
          : latest.status === 'rejected'
            ? VerificationStatus.REJECTED
            : VerificationStatus.VERIFIED;
    return {
      status,
      submittedAt: latest?.submittedAt ?? null,
      decidedAt: latest?.decidedAt ?? null,
      rejectionReason: latest?.status === 'rejected' ? latest.rejectionReason : null,
    };
  }

  @AdminOnly()
  @Query(() => [VerificationCaseModel], { description: 'Verification cases, oldest first (admins only).' })
  async verificationCases(
    @Args('status', { type: () => VerificationCaseStatusFilter, nullable: true })
    status: VerificationCaseStatusFilter | null,
  ): Promise<VerificationCaseModel[]> {
    const cases = await this.dataSource.getRepository(VerificationCaseEntity).find({
      where: status ? { status } : {},
      relations: { user: true },
      order: { submittedAt: status === VerificationCaseStatusFilter.PENDING ? 'ASC' : 'DESC' },
      take: CASES_LISTED,
    });
    return cases.map(toCaseModel);
  }

  @AdminOnly()
  @Mutation(() => VerificationCaseModel, { description: 'Approve or reject a pending case; rejecting needs a reason.' })
  async decideVerification(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('decision', { type: () => VerificationDecisionInput }) decision: VerificationDecisionInput,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
  ): Promise<VerificationCaseModel> {
    const decided = await this.decide.execute({ adminId: admin.id, caseId, decision, reason });
    const withUser = await this.dataSource
      .getRepository(VerificationCaseEntity)
      .findOneOrFail({ where: { id: decided.id }, relations: { user: true } });
    return toCaseModel(withUser);
  }
}

function toCaseModel(found: VerificationCaseEntity): VerificationCaseModel {
  return {
    id: found.id,
    userId: found.userId,
    memberName: found.user?.fullName ?? '',
    status: found.status as VerificationCaseStatusFilter,
    submittedAt: found.submittedAt,
    decidedAt: found.decidedAt,
    rejectionReason: found.rejectionReason,
  };
}
