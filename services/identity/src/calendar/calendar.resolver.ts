import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public, type AuthenticatedUser } from '@village/kit';
import { CalendarEntriesQuery } from './calendar-entries.query';
import { CalendarFeedLinks } from './calendar-feed-links';
import { CalendarEntry, CalendarFeedLink, NewCalendarFeedLink } from './calendar.model';

@Resolver()
export class CalendarResolver {
  constructor(
    private readonly links: CalendarFeedLinks,
    private readonly entries: CalendarEntriesQuery,
  ) {}

  @Query(() => CalendarFeedLink, { nullable: true, description: "The signed-in member's feed link, if they made one." })
  async myCalendarFeedLink(@CurrentUser() viewer: AuthenticatedUser): Promise<CalendarFeedLink | null> {
    const link = await this.links.current(viewer.id);
    return link ? { createdAt: link.createdAt } : null;
  }

  @Mutation(() => NewCalendarFeedLink, {
    description: 'Makes a new secret feed link for the signed-in member; the old one stops working at once.',
  })
  resetCalendarFeedLink(@CurrentUser() viewer: AuthenticatedUser): Promise<NewCalendarFeedLink> {
    return this.links.reset(viewer.id);
  }

  @Public()
  @Query(() => [CalendarEntry], {
    nullable: true,
    description: 'The feed behind a secret link (no session: the secret is the key); null for an unknown secret.',
  })
  async calendarFeed(@Args('secret') secret: string): Promise<CalendarEntry[] | null> {
    const owner = await this.links.ownerOf(secret);
    return owner ? this.entries.of(owner) : null;
  }
}
