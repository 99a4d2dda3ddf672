import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../publishing/publisher.port';

export const MAX_CONTENT_LENGTH = 5000;
export const MAX_HASHTAGS = 30;
export const MAX_HASHTAG_LENGTH = 50;
const SCHEDULE_GRACE_MS = 60_000;
const SCHEDULE_HORIZON_MS = 365 * 24 * 60 * 60_000;

const platforms = z
  .array(z.enum(SOCIAL_PLATFORMS, { error: 'Select at least one platform' }), {
    error: 'Select at least one platform',
  })
  .min(1, 'Select at least one platform')
  .max(SOCIAL_PLATFORMS.length, 'Select at least one platform')
  .refine((chosen) => new Set(chosen).size === chosen.length, 'Select at least one platform');

const content = z
  .string({ error: 'Content is required' })
  .trim()
  .min(1, 'Content is required')
  .max(MAX_CONTENT_LENGTH, `Content must be ${MAX_CONTENT_LENGTH} characters or less`);

/** Trimmed, '#' stripped, empties dropped; then each checked. */
const hashtags = z
  .array(z.string(), { error: 'Hashtags may contain only letters, numbers and underscores' })
  .transform((tags) => tags.map((tag) => tag.trim().replace(/^#+/, '').trim()).filter((tag) => tag.length > 0))
  .pipe(
    z
      .array(
        z
          .string()
          .max(MAX_HASHTAG_LENGTH, `Each hashtag must be ${MAX_HASHTAG_LENGTH} characters or less`)
          .regex(/^[\p{L}\p{N}_]+$/u, 'Hashtags may contain only letters, numbers and underscores'),
      )
      .max(MAX_HASHTAGS, `Use at most ${MAX_HASHTAGS} hashtags`),
  );

/** The compose form's fields, checked against `now` for the schedule. */
export const composeInputSchema = (now: Date) =>
  z.object({
    platforms,
    content,
    hashtags,
    serviceId: z
      .string()
      .nullish()
      .transform((id) => id ?? null),
    scheduledFor: z
      .date({ error: 'Schedule time must be in the future' })
      .nullish()
      .transform((at) => at ?? null)
      .refine(
        (at) => at === null || (!Number.isNaN(at.getTime()) && at.getTime() >= now.getTime() - SCHEDULE_GRACE_MS),
        'Schedule time must be in the future',
      )
      .refine(
        (at) => at === null || at.getTime() <= now.getTime() + SCHEDULE_HORIZON_MS,
        'Schedule time must be within the next year',
      ),
  });

/** What a member sends; everything is checked by `composeInputSchema`. */
export interface ComposeInput {
  platforms: string[];
  content: string;
  hashtags: string[];
  serviceId?: string | null;
  scheduledFor?: Date | null;
}
