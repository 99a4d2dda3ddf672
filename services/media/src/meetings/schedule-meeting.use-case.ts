import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, OutboxWriter } from '@village/kit';
import { create, MeetingScheduledEvent, MeetingScheduledSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { meetingInvalid } from './meetings.errors';
import {
  DEFAULT_DURATION_MINUTES,
  DEFAULT_PARTICIPANTS,
  DESCRIPTION_MAX_LENGTH,
  isMeetingType,
  MAX_DURATION_MINUTES,
  MAX_PARTICIPANTS,
  MIN_DURATION_MINUTES,
  MIN_PARTICIPANTS,
  TITLE_MAX_LENGTH,
} from './meeting-words';
import { VideoMeetingEntity, type MeetingType } from './video-meeting.entity';

export interface ScheduleMeetingInput {
  title?: string | null;
  description?: string | null;
  scheduledFor?: string | null;
  duration?: number | null;
  maxParticipants?: number | null;
  isPublic?: boolean | null;
  meetingType?: string | null;
}

interface CheckedMeeting {
  title: string;
  description: string | null;
  scheduledFor: Date;
  durationMinutes: number;
  maxParticipants: number;
  isPublic: boolean;
  meetingType: MeetingType;
}

/** 16 random bytes, base64url: 22 characters no one can guess. */
export const newRoomId = (): string => randomBytes(16).toString('base64url');

/** A member schedules a meeting; every field is checked here, whatever the form checked. */
@Injectable()
export class ScheduleMeetingUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxWriter,
  ) {}

  async execute(hostId: string, input: ScheduleMeetingInput): Promise<string> {
    const now = this.clock.now();
    const meeting = checked(input, now);
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(VideoMeetingEntity, {
        id,
        hostId,
        ...meeting,
        status: 'scheduled',
        roomId: newRoomId(),
        createdAt: now,
        startedAt: null,
        endedAt: null,
        cancelledAt: null,
      });
      await this.outbox.add(
        manager,
        MeetingScheduledEvent,
        create(MeetingScheduledSchema, {
          meetingId: id,
          hostId,
          title: meeting.title,
          scheduledFor: timestampFromDate(meeting.scheduledFor),
          durationMinutes: meeting.durationMinutes,
          maxParticipants: meeting.maxParticipants,
          isPublic: meeting.isPublic,
          meetingType: meeting.meetingType,
        }),
        { key: id },
      );
    });
    return id;
  }
}

function fail(field: string, message: string): never {
  throw meetingInvalid(message, { [field]: message });
}

const inRange = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

function checked(input: ScheduleMeetingInput, now: Date): CheckedMeeting {
  const title = input.title?.trim() ?? '';
  if (title === '') fail('title', 'Title is required');
  if (title.length > TITLE_MAX_LENGTH) fail('title', `Title must be under ${TITLE_MAX_LENGTH} characters`);
  const description = input.description?.trim() || null;
  if (description && description.length > DESCRIPTION_MAX_LENGTH) {
    fail('description', `Description must be under ${DESCRIPTION_MAX_LENGTH} characters`);
  }
  const when = input.scheduledFor?.trim() ?? '';
  const scheduledFor = new Date(when);
  if (when === '' || Number.isNaN(scheduledFor.getTime())) fail('scheduledFor', 'Date and time is required');
  if (scheduledFor <= now) fail('scheduledFor', 'Choose a time in the future');
  const durationMinutes = input.duration ?? DEFAULT_DURATION_MINUTES;
  if (!inRange(durationMinutes, MIN_DURATION_MINUTES, MAX_DURATION_MINUTES)) {
    fail('duration', `Duration must be between ${MIN_DURATION_MINUTES} and ${MAX_DURATION_MINUTES} minutes`);
  }
  const maxParticipants = input.maxParticipants ?? DEFAULT_PARTICIPANTS;
  if (!inRange(maxParticipants, MIN_PARTICIPANTS, MAX_PARTICIPANTS)) {
    fail('maxParticipants', `Participants must be between ${MIN_PARTICIPANTS} and ${MAX_PARTICIPANTS}`);
  }
  const meetingType = input.meetingType?.trim() || 'general';
  if (!isMeetingType(meetingType)) fail('meetingType', 'Please choose a meeting type');
  return {
    title,
    description,
    scheduledFor,
    durationMinutes,
    maxParticipants,
    isPublic: input.isPublic ?? true,
    meetingType,
  };
}
