import { z } from 'zod';
import { INVALID_PHONE_NUMBER, PHONE_NUMBER_INPUT_MAX } from '../phone-numbers/phone-number';

export const PARENTING_SITUATIONS = ['solo_parent', 'co_parenting', 'new_parent', 'expecting'] as const;
export const CONTACT_METHODS = ['chat', 'phone', 'email', 'video_call'] as const;
export type ParentingSituationValue = (typeof PARENTING_SITUATIONS)[number];
export type ContactMethodValue = (typeof CONTACT_METHODS)[number];

export const BIO_MAX = 500;
export const SKILLS_INTERESTS_MAX = 1000;
/** Children are described by their ages only: a short text, never names or schools. */
export const KIDS_AGE_RANGE_MAX = 100;
export const LANGUAGE_MAX = 50;
export const LANGUAGES_MAX = 20;

export const DEFAULT_LANGUAGES: readonly string[] = ['English'];
export const DEFAULT_CONTACT_METHODS: readonly ContactMethodValue[] = ['chat'];

// Tab, line feed and carriage return are allowed; other control characters (a NUL cannot be stored) are not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const text = (label: string) =>
  z.string({ error: `${label} must be text` }).refine((value) => !CONTROL_CHARACTERS.test(value), {
    error: `${label} contains characters that are not allowed`,
  });

const uniqueInOrder = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * A save of the enhanced profile: every field optional (an absent field keeps its saved value), the spec's
 * messages where it has one. Lists lose duplicates; a parenting situation of null or '' clears it.
 */
export const enhancedProfileSchema = z.object({
  bio: text('Bio').max(BIO_MAX, 'Bio must be under 500 characters').optional(),
  parentingSituation: z
    .union([z.enum(PARENTING_SITUATIONS), z.literal(''), z.null()], {
      error: 'Please choose a parenting situation from the list',
    })
    .transform((value) => (value === '' ? null : value))
    .optional(),
  kidsAgeRange: text("Children's ages")
    .trim()
    .max(KIDS_AGE_RANGE_MAX, "Children's ages must be under 100 characters")
    .optional(),
  skillsInterests: text('Skills/Interests')
    .max(SKILLS_INTERESTS_MAX, 'Skills/Interests must be under 1000 characters')
    .optional(),
  languagesSpoken: z
    .array(
      text('Each language')
        .trim()
        .min(1, 'A language cannot be empty')
        .max(LANGUAGE_MAX, 'Each language must be under 50 characters'),
      { error: 'Languages must be a list' },
    )
    .max(LANGUAGES_MAX, 'Please choose at most 20 languages')
    .transform(uniqueInOrder)
    .optional(),
  preferredContactMethods: z
    .array(z.enum(CONTACT_METHODS, { error: 'Please choose contact methods from the list' }), {
      error: 'Contact methods must be a list',
    })
    .transform(uniqueInOrder)
    .optional(),
  /** As the member wrote it; the save reads it with their country and keeps it in E.164. '' or null clears it. */
  phoneNumber: z
    .union(
      [z.string({ error: INVALID_PHONE_NUMBER }).trim().max(PHONE_NUMBER_INPUT_MAX, INVALID_PHONE_NUMBER), z.null()],
      {
        error: INVALID_PHONE_NUMBER,
      },
    )
    .transform((value) => value || null)
    .optional(),
});

export type EnhancedProfileInput = z.input<typeof enhancedProfileSchema>;
export type EnhancedProfileChanges = z.output<typeof enhancedProfileSchema>;
