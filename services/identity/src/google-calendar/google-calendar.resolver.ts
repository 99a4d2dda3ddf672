import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { GoogleCalendarConnections } from './google-calendar-connections';
import { GoogleCalendarStatus } from './google-calendar.model';

@Resolver()
export class GoogleCalendarResolver {
  constructor(private readonly connections: GoogleCalendarConnections) {}

  @Query(() => GoogleCalendarStatus, { description: "Google Calendar here, and the signed-in member's connection." })
  async myGoogleCalendar(@CurrentUser() viewer: AuthenticatedUser): Promise<GoogleCalendarStatus> {
    return { available: this.connections.available, connected: await this.connections.isConnected(viewer.id) };
  }

  @Mutation(() => String, {
    description: "Google's consent address for the signed-in member (OAuth 2.0, with a single-use state).",
  })
  connectGoogleCalendar(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    return this.connections.start(viewer.id);
  }

  @Mutation(() => Boolean, { description: "Finishes connecting: Google's code and the state it sent back." })
  async completeGoogleCalendarConnection(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('code') code: string,
    @Args('state') state: string,
  ): Promise<boolean> {
    await this.connections.complete(viewer.id, code, state);
    return true;
  }
}
