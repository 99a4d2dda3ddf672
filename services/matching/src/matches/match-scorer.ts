import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@village/kit';
import { In, type EntityManager } from 'typeorm';
import { hourlyStates, sharedHours } from '../availability/availability-overlap';
import { AvailabilityStore } from '../availability/availability.store';
import { londonHoursAhead } from '../availability/london-hours';
import type { MemberProjectionEntity } from '../members/member-projection.entity';
import { MemberProfileEntity } from '../members/member-profile.entity';
import { MemberOfferEntity } from '../offers/member-offer.entity';
import type { MatchingPreferences } from '../preferences/matching-preferences.schema';
import { DEFAULT_PREFERENCES } from '../preferences/matching-preferences.schema';
import { milesBetween } from '../scoring/distance';
import { scorePair, type PairScore, type ScoredMember } from '../scoring/score-pair';
import type { CandidateRow } from './match-candidates';

export interface ScoredCandidate {
  userId: string;
  score: PairScore;
}

/** Scores a requester's candidates within their exact distance, with what each offers, their profiles and calendars. */
@Injectable()
export class MatchScorer {
  constructor(
    private readonly availability: AvailabilityStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async score(
    manager: EntityManager,
    requester: MemberProjectionEntity,
    preferences: MatchingPreferences,
    rows: readonly CandidateRow[],
  ): Promise<ScoredCandidate[]> {
    const centre = { latitude: requester.latitude ?? 0, longitude: requester.longitude ?? 0 };
    const inRange = rows.filter((row) => milesBetween(centre, row) <= preferences.maxDistanceMiles);
    const ids = [requester.userId, ...inRange.map((row) => row.userId)];
    const offers = await this.activeOffers(manager, ids);
    const calendars = await this.availability.ofMembers(ids, manager);
    const profile = await manager.findOneBy(MemberProfileEntity, { userId: requester.userId });
    const hours = londonHoursAhead(this.clock.now());
    const myRules = calendars.get(requester.userId) ?? [];
    const myStates = myRules.length > 0 ? hourlyStates(myRules, hours) : null;
    const me: ScoredMember = {
      ...centre,
      services: { wanted: preferences.serviceTypes, offered: offers.get(requester.userId) ?? [] },
      profile: profile
        ? {
            parentingSituation: profile.parentingSituation,
            kidsAgeRange: profile.kidsAgeRange,
            languagesSpoken: profile.languagesSpoken,
            preferredContactMethods: profile.preferredContactMethods,
          }
        : null,
    };
    return inRange.map((row) => {
      const theirRules = calendars.get(row.userId) ?? [];
      const shared = myStates && theirRules.length > 0 ? sharedHours(myStates, hourlyStates(theirRules, hours)) : null;
      const them: ScoredMember = {
        latitude: row.latitude,
        longitude: row.longitude,
        services: {
          wanted: row.serviceTypes ?? DEFAULT_PREFERENCES.serviceTypes,
          offered: offers.get(row.userId) ?? [],
        },
        profile: row.hasProfile
          ? {
              parentingSituation: row.parentingSituation,
              kidsAgeRange: row.kidsAgeRange ?? '',
              languagesSpoken: row.languagesSpoken ?? [],
              preferredContactMethods: row.preferredContactMethods ?? [],
            }
          : null,
      };
      return { userId: row.userId, score: scorePair(me, them, preferences.maxDistanceMiles, shared) };
    });
  }

  private async activeOffers(manager: EntityManager, ids: readonly string[]): Promise<Map<string, string[]>> {
    const offers = await manager.findBy(MemberOfferEntity, { hostId: In([...ids]), isActive: true });
    const byHost = new Map<string, string[]>();
    for (const offer of offers) byHost.set(offer.hostId, [...(byHost.get(offer.hostId) ?? []), offer.serviceType]);
    return byHost;
  }
}
