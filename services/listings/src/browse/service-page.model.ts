import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ServiceModel } from '../graph/service.model';

@ObjectType({ description: 'One page of browse; `nextCursor` is the `after` of the next page, null on the last.' })
export class ServicePage {
  @Field(() => [ServiceModel]) services!: ServiceModel[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}

@InputType({ description: 'Browse filters, applied on the server.' })
export class ServiceFilter {
  @Field(() => String, { nullable: true, description: 'A current or older type key.' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'One of the eleven country names.' })
  country?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only services within 25 miles of this postcode (in `country`, else the United Kingdom), nearest first.',
  })
  postcode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only free services.' })
  freeOnly?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Nearest first from this postcode, with distances.' })
  near?: string | null;

  @Field(() => String, { nullable: true, description: "`near`'s country: else `country`, else the United Kingdom." })
  nearCountry?: string | null;
}
