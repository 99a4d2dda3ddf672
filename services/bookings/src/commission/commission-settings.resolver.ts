import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '@village/kit';
import { CommissionRates } from './commission-rates';
import { CommissionSettingModel } from './commission-setting.model';
import { SetCommissionRateUseCase } from './set-commission-rate.use-case';

@Resolver(() => CommissionSettingModel)
export class CommissionSettingsResolver {
  constructor(
    private readonly rates: CommissionRates,
    private readonly setRate: SetCommissionRateUseCase,
  ) {}

  @AdminOnly()
  @Query(() => [CommissionSettingModel], {
    description: 'The commission rate of each of the seven service types (admins only).',
  })
  async commissionSettings(): Promise<CommissionSettingModel[]> {
    return this.rates.all();
  }

  @AdminOnly()
  @Mutation(() => CommissionSettingModel, {
    description: 'Sets the commission rate of one service type, a fraction from 0 to 1 (admins only).',
  })
  async setCommissionRate(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('serviceType', { type: () => String }) serviceType: string,
    @Args('rate', { type: () => String }) rate: string,
  ): Promise<CommissionSettingModel> {
    return this.setRate.execute({ adminId: admin.id, serviceType, rate });
  }
}
