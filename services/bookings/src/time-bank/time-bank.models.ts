import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('TimeBankEntry', { description: 'One movement of time-bank hours.' })
export class TimeBankEntryModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'starter, care_given (credited as host) or care_received (debited as guest).' })
  reason!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The completed booking that moved the hours; null for starter hours.',
  })
  bookingId!: string | null;

  @Field(() => Float, { description: 'Hours in (positive) or out (negative).' })
  hoursDelta!: number;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('TimeBank', {
  description: 'The signed-in member’s childcare hours: never bought, never cashed out.',
})
export class TimeBankModel {
  @Field(() => Float, { description: 'The sum of every entry.' })
  balance!: number;

  @Field(() => Float, { description: 'Hours held by the member’s pending and confirmed reciprocal requests.' })
  heldHours!: number;

  @Field(() => Float, { description: 'What a new reciprocal request may spend: balance minus held hours.' })
  availableHours!: number;

  @Field(() => [TimeBankEntryModel], { description: 'Newest first (at most 100).' })
  entries!: TimeBankEntryModel[];
}

@ObjectType('BookingCareHours', { description: 'A reciprocal childcare booking’s care and the hours it costs.' })
export class BookingCareHoursModel {
  @Field(() => Float)
  careHours!: number;

  @Field(() => Int)
  children!: number;

  @Field(() => Float, { description: 'Hours of care × the children factor; moved from guest to host on completion.' })
  hoursCharged!: number;
}
