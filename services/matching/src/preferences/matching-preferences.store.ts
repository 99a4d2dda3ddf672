import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, parseOrThrow, type Clock } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { MatchingPreferencesEntity } from './matching-preferences.entity';
import {
  DEFAULT_PREFERENCES,
  matchingPreferencesSchema,
  type MatchingPreferences,
} from './matching-preferences.schema';

/** Reads a member's preferences (the defaults until they save) and saves validated ones. */
@Injectable()
export class MatchingPreferencesStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(memberId: string, manager: EntityManager = this.dataSource.manager): Promise<MatchingPreferences> {
    const saved = await manager.findOneBy(MatchingPreferencesEntity, { userId: memberId });
    if (!saved) return { ...DEFAULT_PREFERENCES, serviceTypes: [...DEFAULT_PREFERENCES.serviceTypes] };
    return {
      serviceTypes: saved.serviceTypes,
      maxDistanceMiles: saved.maxDistanceMiles,
      minMatchScore: saved.minMatchScore,
      verifiedContactOnly: saved.verifiedContactOnly,
    };
  }

  async save(memberId: string, input: unknown): Promise<MatchingPreferences> {
    const preferences = parseOrThrow(matchingPreferencesSchema, input);
    await this.dataSource.manager.upsert(
      MatchingPreferencesEntity,
      { userId: memberId, ...preferences, updatedAt: this.clock.now() },
      ['userId'],
    );
    return preferences;
  }
}
