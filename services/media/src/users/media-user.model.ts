import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/** Media's part of the federated `User` (identity owns the rest). */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class MediaUser {
  @Field(() => ID)
  id!: string;
}

/**
 * Nest emits an object type only when something references it, and no media query returns a User.
 * This abstract type (never emitted itself) is that reference. Drop it once the kit's subgraph module
 * accepts `orphanedTypes`.
 */
@ObjectType({ isAbstract: true })
export abstract class MediaUserReference {
  @Field(() => MediaUser)
  user!: MediaUser;
}
