import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, CurrentUser } from '@village/kit';
import { BookingSafetyModel, SafetyPlanModel, ShareSafetyPlanInput } from './safety-plan.graph';
import { SafetyPlans, type SafetyPlanView } from './safety-plans';

const toModel = ({ plan, facts, actions }: SafetyPlanView): SafetyPlanModel => ({
  id: plan.id,
  bookingId: plan.bookingId,
  contactName: plan.contactName,
  contactEmail: plan.contactEmail,
  meetingNote: plan.meetingNote,
  checkInAt: plan.checkInAt,
  status: plan.status,
  who: facts.who,
  where: facts.where,
  when: facts.when,
  createdAt: plan.createdAt,
  actions,
});

@Resolver(() => SafetyPlanModel)
export class SafetyPlansResolver {
  constructor(private readonly plans: SafetyPlans) {}

  @Query(() => BookingSafetyModel, {
    description: 'Whether the signed-in member may share a plan for one of their bookings, and their newest plan.',
  })
  async bookingSafety(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('bookingId', { type: () => ID }) bookingId: string,
  ): Promise<BookingSafetyModel> {
    const safety = await this.plans.forBooking(viewer.id, bookingId);
    return { ...safety, plan: safety.plan ? toModel(safety.plan) : null };
  }

  @Mutation(() => SafetyPlanModel, {
    description:
      'Shares the plan of a confirmed first meeting with a trusted contact (emailed at once), with an optional check-in time.',
  })
  async shareSafetyPlan(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => ShareSafetyPlanInput }) input: ShareSafetyPlanInput,
  ): Promise<SafetyPlanModel> {
    return toModel(await this.plans.share(viewer.id, { ...input }));
  }

  @Mutation(() => SafetyPlanModel, { description: "'I'm safe': the member checks in; the contact is not alerted." })
  async checkInSafetyPlan(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SafetyPlanModel> {
    return toModel(await this.plans.checkIn(viewer.id, id));
  }

  @Mutation(() => SafetyPlanModel, { description: 'The member cancels their plan; the contact is not alerted.' })
  async cancelSafetyPlan(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SafetyPlanModel> {
    return toModel(await this.plans.cancel(viewer.id, id));
  }
}
