import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('MatchingPreferences')
export class MatchingPreferencesModel {
  @Field(() => [String], {
    description: 'childcare_sharing, playdates, holiday, home_swapping, pet_sitting, wellbeing',
  })
  serviceTypes!: string[];

  @Field(() => Int)
  maxDistanceMiles!: number;

  @Field(() => Float, { description: 'Matches below this score (0.5 to 1) are not shown.' })
  minMatchScore!: number;

  @Field({ description: 'Only verified members are suggested.' })
  verifiedContactOnly!: boolean;
}

@InputType('MatchingPreferencesInput')
export class MatchingPreferencesInput {
  @Field(() => [String])
  serviceTypes!: string[];

  @Field(() => Int)
  maxDistanceMiles!: number;

  @Field(() => Float)
  minMatchScore!: number;

  @Field()
  verifiedContactOnly!: boolean;
}
