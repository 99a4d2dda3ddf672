import { Directive, Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
@Directive('@shareable')
export class ServiceStatus {
  @Field()
  service!: string;

  @Field(() => Int)
  migrationsApplied!: number;

  @Field(() => String, { nullable: true })
  lastMigration!: string | null;

  @Field(() => Int, { description: 'Events committed but not yet shipped to the event transport.' })
  outboxBacklog!: number;
}
