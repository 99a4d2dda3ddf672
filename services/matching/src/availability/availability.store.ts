import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, parseOrThrow, type Clock } from '@village/kit';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { availabilityRulesSchema, type AvailabilityRule } from './availability-rule.schema';
import { MemberAvailabilityEntity } from './member-availability.entity';

/** Drops the fields a rule's kind does not use (GraphQL sends them as null). */
const withoutNulls = (rule: object): object =>
  Object.fromEntries(Object.entries(rule).filter(([, value]) => value !== null && value !== undefined));

@Injectable()
export class AvailabilityStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(memberId: string): Promise<AvailabilityRule[]> {
    const saved = await this.dataSource.manager.findOneBy(MemberAvailabilityEntity, { userId: memberId });
    return saved?.rules ?? [];
  }

  /** Each member's rules (none for a member who never saved). */
  async ofMembers(memberIds: readonly string[], manager: EntityManager): Promise<Map<string, AvailabilityRule[]>> {
    if (memberIds.length === 0) return new Map();
    const saved = await manager.findBy(MemberAvailabilityEntity, { userId: In([...memberIds]) });
    return new Map(saved.map((row) => [row.userId, row.rules]));
  }

  /** Replaces the member's rules with validated ones. */
  async replace(memberId: string, input: readonly object[]): Promise<AvailabilityRule[]> {
    const rules = parseOrThrow(availabilityRulesSchema, input.map(withoutNulls));
    await this.dataSource.manager.upsert(
      MemberAvailabilityEntity,
      { userId: memberId, rules, updatedAt: this.clock.now() },
      ['userId'],
    );
    return rules;
  }
}
