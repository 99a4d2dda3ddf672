import { z } from 'zod';

export const BIO_MAX = 500;
export const SKILLS_MAX = 1000;
export const KIDS_AGES_MAX = 100;
/** Long enough for any number written with spaces, brackets and an international prefix (as identity allows). */
export const PHONE_NUMBER_MAX = 32;

export const PARENTING_SITUATIONS = [
  { value: 'solo_parent', label: 'Solo parent' },
  { value: 'co_parenting', label: 'Co-parenting' },
  { value: 'new_parent', label: 'New parent' },
  { value: 'expecting', label: 'Expecting' },
] as const;

export const CONTACT_METHODS = [
  { value: 'chat', label: 'Chat' },
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
  { value: 'video_call', label: 'Video call' },
] as const;

export const OFFERED_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Arabic',
  'Mandarin',
  'Hindi',
  'Japanese',
  'Korean',
  'Russian',
] as const;

export type ContactMethod = (typeof CONTACT_METHODS)[number]['value'];
export type ParentingSituation = (typeof PARENTING_SITUATIONS)[number]['value'];

export interface EnhancedProfile {
  bio: string;
  parentingSituation: ParentingSituation | null;
  kidsAgeRange: string;
  skillsInterests: string;
  languagesSpoken: string[];
  preferredContactMethods: ContactMethod[];
  /** The member's own number in E.164; only they see it. */
  phoneNumber: string | null;
}

export const enhancedProfileFormSchema = z.object({
  bio: z.string().max(BIO_MAX, 'Bio must be under 500 characters'),
  parentingSituation: z.enum(['', ...PARENTING_SITUATIONS.map((option) => option.value)]),
  kidsAgeRange: z.string().max(KIDS_AGES_MAX, "Children's ages must be under 100 characters"),
  skillsInterests: z.string().max(SKILLS_MAX, 'Skills/Interests must be under 1000 characters'),
  languagesSpoken: z.array(z.string()),
  preferredContactMethods: z.array(z.enum(CONTACT_METHODS.map((option) => option.value))),
  // Identity reads the number with the member's country and says when it is not one; here only its length.
  phoneNumber: z.string().trim().max(PHONE_NUMBER_MAX, 'Please enter a valid phone number'),
});

export type EnhancedProfileFormValues = z.infer<typeof enhancedProfileFormSchema>;

export const formValuesOf = (profile: EnhancedProfile): EnhancedProfileFormValues => ({
  ...profile,
  parentingSituation: profile.parentingSituation ?? '',
  phoneNumber: profile.phoneNumber ?? '',
});

/**
 * The list with a custom language added: only when it is non-empty and not already listed (in any letter case).
 * Returns the same list when nothing is added.
 */
export function withLanguage(languages: readonly string[], typed: string): string[] {
  const language = typed.trim();
  if (!language) return [...languages];
  if (languages.some((listed) => listed.toLowerCase() === language.toLowerCase())) return [...languages];
  return [...languages, language];
}
