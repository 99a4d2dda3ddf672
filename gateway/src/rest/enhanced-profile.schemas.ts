import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text with the spec's own message for its limit (formText's generic one would come first). */
const specText = (label: string, max: number, tooLong: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed`);

// The spec's values and limits; identity checks them again with the same messages.
const PARENTING_SITUATIONS = ['solo_parent', 'co_parenting', 'new_parent', 'expecting'] as const;
const CONTACT_METHODS = ['chat', 'phone', 'email', 'video_call'] as const;

export const enhancedProfileSchema = z
  .object({
    bio: z.string().describe('At most 500 characters.'),
    parentingSituation: z.enum(PARENTING_SITUATIONS).nullable(),
    kidsAgeRange: z.string().describe("Children's ages only (free text, at most 100 characters)."),
    skillsInterests: z.string().describe('At most 1000 characters.'),
    languagesSpoken: z.array(z.string()).describe("Default ['English']."),
    preferredContactMethods: z.array(z.enum(CONTACT_METHODS)).describe("Default ['chat']."),
    phoneNumber: z.string().nullable().describe("The member's own number in E.164; only they see it."),
  })
  .meta({ id: 'EnhancedProfile' });

export const enhancedProfileBodySchema = z
  .object(
    {
      bio: specText('Bio', 500, 'Bio must be under 500 characters').optional(),
      parentingSituation: z
        .union([z.enum(PARENTING_SITUATIONS), z.literal(''), z.null()], {
          error: 'Please choose a parenting situation from the list',
        })
        .optional()
        .describe("'' or null clears it."),
      kidsAgeRange: specText("Children's ages", 100, "Children's ages must be under 100 characters")
        .optional()
        .describe('Ages only, never names: e.g. "4 and 7".'),
      skillsInterests: specText('Skills/Interests', 1000, 'Skills/Interests must be under 1000 characters').optional(),
      languagesSpoken: z
        .array(formText('Each language', 50), { error: 'Languages must be a list' })
        .max(20, 'Please choose at most 20 languages')
        .optional(),
      preferredContactMethods: z
        .array(z.enum(CONTACT_METHODS, { error: 'Please choose contact methods from the list' }), {
          error: 'Contact methods must be a list',
        })
        .max(4)
        .optional(),
      phoneNumber: z
        .union(
          [
            z.string({ error: 'Please enter a valid phone number' }).max(64, 'Please enter a valid phone number'),
            z.null(),
          ],
          {
            error: 'Please enter a valid phone number',
          },
        )
        .optional()
        .describe(
          "As written, read with the member's country (or with +country code) and kept in E.164; '' or null clears it.",
        ),
    },
    { error: 'Send the enhanced profile as a JSON object.' },
  )
  .describe('The fields to save; a field left out keeps its saved value.');

export const getEnhancedProfileRouteSchema = {
  summary: "The signed-in member's enhanced profile (the defaults until they save one)",
  tags: ['profile'],
  querystring: noQuery,
  response: {
    200: jsonResponse(enhancedProfileSchema, 'The enhanced profile.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

export const putEnhancedProfileRouteSchema = {
  summary: "Saves the signed-in member's enhanced profile",
  tags: ['profile'],
  body: enhancedProfileBodySchema,
  response: {
    200: jsonResponse(enhancedProfileSchema, 'Saved: the enhanced profile as it now is.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};
