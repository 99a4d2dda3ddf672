import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class GoogleCalendarStatus {
  @Field({ description: 'Whether Google Calendar is set up on this Village (its OAuth client is configured).' })
  available!: boolean;

  @Field({ description: "Whether the signed-in member's Google Calendar is connected." })
  connected!: boolean;
}
