import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ConfirmMfaSetupUseCase } from './confirm-mfa-setup.use-case';
import { DisableMfaUseCase } from './disable-mfa.use-case';
import { MfaSecretEntity } from './mfa-secret.entity';
import { MfaEnabledModel, MfaSetupModel, MfaStatusModel } from './mfa.model';
import { StartMfaSetupUseCase } from './start-mfa-setup.use-case';

/** The signed-in member's own MFA: every field acts on the caller's account and no other. */
@Resolver()
export class MfaResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly startSetup: StartMfaSetupUseCase,
    private readonly confirmSetup: ConfirmMfaSetupUseCase,
    private readonly disable: DisableMfaUseCase,
  ) {}

  @Query(() => MfaStatusModel, { description: "Whether the signed-in member's two-factor authentication is on." })
  async mfaStatus(@CurrentUser() member: AuthenticatedUser): Promise<MfaStatusModel> {
    const secret = await this.dataSource.getRepository(MfaSecretEntity).findOneBy({ userId: member.id });
    return { enabled: Boolean(secret?.enabledAt) };
  }

  @Mutation(() => MfaSetupModel, { description: 'Starts setting up two-factor authentication with a new secret.' })
  startMfaSetup(@CurrentUser() member: AuthenticatedUser): Promise<MfaSetupModel> {
    return this.startSetup.execute(member.id);
  }

  @Mutation(() => MfaEnabledModel, { description: 'Turns two-factor authentication on with a code from the app.' })
  async confirmMfaSetup(
    @CurrentUser() member: AuthenticatedUser,
    @Args('code', { type: () => String }) code: string,
  ): Promise<MfaEnabledModel> {
    const { recoveryCodes } = await this.confirmSetup.execute({ userId: member.id, code });
    return { enabled: true, recoveryCodes };
  }

  @Mutation(() => MfaStatusModel, {
    description: 'Turns two-factor authentication off with a code from the app or a recovery code.',
  })
  async disableMfa(
    @CurrentUser() member: AuthenticatedUser,
    @Args('code', { type: () => String }) code: string,
  ): Promise<MfaStatusModel> {
    await this.disable.execute({ userId: member.id, code });
    return { enabled: false };
  }
}
