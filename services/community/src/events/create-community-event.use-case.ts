import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Clock,
  CLOCK,
  formatRecurrenceRule,
  occurrencesOf,
  parseRecurrenceRule,
  RecurrenceRuleError,
  REPEAT_PRESETS,
  ruleTextOf,
  type RecurrenceRule,
  type RepeatPreset,
} from '@village/kit';
import type { DataSource } from 'typeorm';
import { eventInvalid } from './events.errors';
import {
  DEFAULT_PARTICIPANTS,
  DESCRIPTION_MAX_LENGTH,
  isEventType,
  LOCATION_MAX_LENGTH,
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  TITLE_MAX_LENGTH,
} from './event-words';

export interface CreateCommunityEventInput {
  title: string;
  description?: string | null;
  eventType?: string | null;
  location?: string | null;
  isVirtual?: boolean | null;
  startDateTime: string;
  endDateTime: string;
  maxParticipants?: number | null;
  /** none (default), weekly, biweekly, monthly or custom (with `recurrenceRule`). */
  repeats?: string | null;
  recurrenceRule?: string | null;
}

interface CheckedEvent {
  title: string;
  description: string;
  eventType: string;
  location: string | null;
  isVirtual: boolean;
  startAt: Date;
  endAt: Date;
  maxParticipants: number;
  recurrence: RecurrenceRule | null;
}

const REPEAT_MESSAGE = 'Please choose how often it repeats';

/** A member organises an event; every field is checked here, whatever the form checked. */
@Injectable()
export class CreateCommunityEventUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A one-off event, or a series of occurrences (each its own event with its own places); answers the first. */
  async execute(organiserId: string, input: CreateCommunityEventInput): Promise<string> {
    const now = this.clock.now();
    const event = checked(input, now);
    const occurrences = event.recurrence
      ? occurrencesOf(event.recurrence, {
          firstStart: event.startAt,
          durationMinutes: (event.endAt.getTime() - event.startAt.getTime()) / 60_000,
          from: now,
        })
      : [{ startsAt: event.startAt, endsAt: event.endAt }];
    const seriesId = event.recurrence ? randomUUID() : null;
    const rule = event.recurrence ? formatRecurrenceRule(event.recurrence) : null;
    const ids = occurrences.map(() => randomUUID());
    await this.dataSource.transaction(async (manager) => {
      for (const [index, occurrence] of occurrences.entries()) {
        await manager.query(
          `INSERT INTO community_events (id, organiser_id, title, description, event_type, location, is_virtual,
                                         start_at, end_at, max_participants, created_at, series_id, recurrence_rule)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            ids[index],
            organiserId,
            event.title,
            event.description,
            event.eventType,
            event.location,
            event.isVirtual,
            occurrence.startsAt,
            occurrence.endsAt,
            event.maxParticipants,
            now,
            seriesId,
            rule,
          ],
        );
      }
    });
    const [first] = ids;
    if (!first) throw new Error('a series without occurrences was not refused');
    return first;
  }
}

function fail(field: string, message: string): never {
  throw eventInvalid(message, { [field]: message });
}

function checkedDate(field: string, value: string, label: string): Date {
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) fail(field, `Please enter a valid ${label}`);
  return date;
}

function checked(input: CreateCommunityEventInput, now: Date): CheckedEvent {
  const title = input.title.trim();
  if (title === '') fail('title', 'Title is required');
  if (title.length > TITLE_MAX_LENGTH) fail('title', `Title must be at most ${TITLE_MAX_LENGTH} characters`);
  const description = input.description?.trim() ?? '';
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    fail('description', `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`);
  }
  const eventType = input.eventType?.trim() || 'social';
  if (!isEventType(eventType)) fail('eventType', 'Please choose an event type');
  const isVirtual = input.isVirtual ?? false;
  const location = isVirtual ? null : input.location?.trim() || null;
  if (location && location.length > LOCATION_MAX_LENGTH) {
    fail('location', `Location must be at most ${LOCATION_MAX_LENGTH} characters`);
  }
  const startAt = checkedDate('startDateTime', input.startDateTime, 'start date and time');
  const endAt = checkedDate('endDateTime', input.endDateTime, 'end date and time');
  if (startAt <= now) fail('startDateTime', 'The event must start in the future');
  if (endAt <= startAt) fail('endDateTime', 'The event must end after it starts');
  const maxParticipants = input.maxParticipants ?? DEFAULT_PARTICIPANTS;
  if (!Number.isInteger(maxParticipants) || maxParticipants < MIN_PARTICIPANTS || maxParticipants > MAX_PARTICIPANTS) {
    fail('maxParticipants', `Max participants must be between ${MIN_PARTICIPANTS} and ${MAX_PARTICIPANTS}`);
  }
  return {
    title,
    description,
    eventType,
    location,
    isVirtual,
    startAt,
    endAt,
    maxParticipants,
    recurrence: recurrenceOf(input),
  };
}

function recurrenceOf(input: CreateCommunityEventInput): RecurrenceRule | null {
  const repeats = input.repeats?.trim() || 'none';
  const customRule = input.recurrenceRule?.trim() || null;
  if (repeats === 'none') {
    if (customRule) fail('recurrenceRule', 'A repeat rule applies only to a custom repeat pattern');
    return null;
  }
  if (repeats !== 'custom' && !REPEAT_PRESETS.includes(repeats as RepeatPreset)) fail('repeats', REPEAT_MESSAGE);
  if (repeats !== 'custom' && customRule) {
    fail('recurrenceRule', 'A repeat rule applies only to a custom repeat pattern');
  }
  try {
    return parseRecurrenceRule(ruleTextOf(repeats as RepeatPreset | 'custom', customRule));
  } catch (error) {
    if (error instanceof RecurrenceRuleError) fail('recurrenceRule', error.message);
    throw error;
  }
}
