import { z } from 'zod';
import type { SocialPlatform } from './social-media-api';
import { parseHashtags, PLATFORMS } from './social-words';

export const MAX_CONTENT = 5000;
export const MAX_HASHTAGS = 30;
/** The social service takes a schedule up to a minute in the past (the time it took to press the button). */
const SCHEDULE_GRACE_MS = 60_000;
const HASHTAG = /^#?[\p{L}\p{N}_]{1,50}$/u;

export interface ComposerInput {
  platforms: SocialPlatform[];
  serviceId: string;
  content: string;
  hashtags: string;
  scheduledFor: string;
}

/** The composer's rules, the social service's own; `now` is injectable so the schedule check can be tested. */
export const composerSchema = (now: () => Date = () => new Date()) =>
  z.object({
    platforms: z
      .array(z.enum(PLATFORMS.map((platform) => platform.key) as [SocialPlatform, ...SocialPlatform[]]))
      .min(1, 'Select at least one platform'),
    serviceId: z.string(),
    content: z
      .string()
      .trim()
      .min(1, 'Content is required')
      .max(MAX_CONTENT, `Content must be ${MAX_CONTENT} characters or less`),
    hashtags: z
      .string()
      .refine((text) => parseHashtags(text).every((tag) => HASHTAG.test(tag)), {
        message: 'Hashtags may contain only letters, numbers and underscores',
      })
      .refine((text) => parseHashtags(text).length <= MAX_HASHTAGS, `At most ${MAX_HASHTAGS} hashtags`),
    scheduledFor: z
      .string()
      .refine(
        (value) => value === '' || new Date(value).getTime() >= now().getTime() - SCHEDULE_GRACE_MS,
        'Schedule time must be in the future',
      ),
  });
