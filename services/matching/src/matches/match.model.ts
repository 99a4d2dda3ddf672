import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { MatchingUser } from '../matching-profiles/matching-user.model';

@ObjectType('MatchRun')
export class MatchRunModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'queued, running, done or failed' })
  status!: string;

  @Field(() => Float, { description: '0..1' })
  progress!: number;

  @Field(() => Int)
  matchesFound!: number;

  @Field()
  requestedAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}

@ObjectType('MatchFactors')
export class MatchFactorsModel {
  @Field(() => Float)
  locationCompatibility!: number;

  @Field(() => Float)
  servicePreferences!: number;

  @Field(() => Float)
  availabilityAlignment!: number;

  @Field(() => Float)
  communicationStyle!: number;

  @Field(() => Float)
  parentingStyle!: number;
}

@ObjectType('MatchFactorExplanation')
export class MatchFactorExplanationModel {
  @Field({ description: 'One of the five MatchFactors keys.' })
  factor!: string;

  @Field(() => Float)
  score!: number;

  @Field()
  explanation!: string;
}

@ObjectType('MatchedMember', {
  description: 'What a member may know of someone they are matched with: never their exact location.',
})
export class MatchedMemberModel {
  @Field(() => ID)
  memberId!: string;

  @Field()
  firstName!: string;

  @Field(() => String, { nullable: true })
  lastInitial!: string | null;

  @Field(() => MatchingUser, { description: 'The member in the rest of the graph: their photo comes from media.' })
  member!: MatchingUser;

  @Field(() => String, { nullable: true, description: "The place name of the member's postcode district." })
  area!: string | null;

  @Field()
  isVerified!: boolean;
}

@ObjectType('Match')
export class MatchModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'pending, accepted (both accepted: mutual) or declined (I declined)' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'accepted, declined, or null before I answer' })
  myResponse!: string | null;

  @Field(() => Float)
  matchScore!: number;

  @Field(() => MatchFactorsModel)
  factors!: MatchFactorsModel;

  @Field(() => [MatchFactorExplanationModel])
  explanations!: MatchFactorExplanationModel[];

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  matchedAt!: Date | null;

  @Field(() => MatchedMemberModel)
  matchedUser!: MatchedMemberModel;
}

@ObjectType('MatchStats')
export class MatchStatsModel {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  mutual!: number;
}

@ObjectType('MyMatches')
export class MyMatchesModel {
  @Field(() => [MatchModel])
  matches!: MatchModel[];

  @Field(() => MatchStatsModel)
  stats!: MatchStatsModel;
}
