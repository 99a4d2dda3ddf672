import { z } from 'zod';
import { MEETING_TYPES } from './video-meetings-api';

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const DURATION_MIN = 15;
export const DURATION_MAX = 480;
export const DEFAULT_DURATION = 60;
export const PARTICIPANTS_MIN = 2;
export const PARTICIPANTS_MAX = 50;
export const DEFAULT_PARTICIPANTS = 10;

/** The server's words (the contract's 400 messages), so the page and the API say the same thing. */
export const MEETING_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be under ${TITLE_MAX} characters`,
  dateTimeRequired: 'Date and time is required',
  dateTimeInPast: 'Choose a time in the future',
  duration: `Duration must be between ${DURATION_MIN} and ${DURATION_MAX} minutes`,
  participants: `Participants must be between ${PARTICIPANTS_MIN} and ${PARTICIPANTS_MAX}`,
  descriptionTooLong: `Description must be under ${DESCRIPTION_MAX} characters`,
} as const;

/** A datetime-local value ("2030-03-14T10:30"), read in the member's own time zone. */
const isDateTime = (value: string) => value !== '' && !Number.isNaN(new Date(value).getTime());

const wholeNumberBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The spec's Meeting form; `now` is injectable so the future check can be tested. */
export const meetingFormSchema = (now: () => Date = () => new Date()) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, MEETING_FORM_MESSAGES.titleRequired)
      .max(TITLE_MAX, MEETING_FORM_MESSAGES.titleTooLong),
    description: z.string().trim().max(DESCRIPTION_MAX, MEETING_FORM_MESSAGES.descriptionTooLong),
    scheduledFor: z
      .string()
      .refine(isDateTime, MEETING_FORM_MESSAGES.dateTimeRequired)
      .refine((value) => !isDateTime(value) || new Date(value) > now(), MEETING_FORM_MESSAGES.dateTimeInPast),
    duration: wholeNumberBetween(DURATION_MIN, DURATION_MAX, MEETING_FORM_MESSAGES.duration),
    maxParticipants: wholeNumberBetween(PARTICIPANTS_MIN, PARTICIPANTS_MAX, MEETING_FORM_MESSAGES.participants),
    isPublic: z.boolean(),
    meetingType: z.enum(MEETING_TYPES),
  });

export type MeetingFormInput = z.input<ReturnType<typeof meetingFormSchema>>;
export type MeetingFormValues = z.output<ReturnType<typeof meetingFormSchema>>;

export const MEETING_FORM_DEFAULTS: MeetingFormInput = {
  title: '',
  description: '',
  scheduledFor: '',
  duration: DEFAULT_DURATION,
  maxParticipants: DEFAULT_PARTICIPANTS,
  isPublic: true,
  meetingType: 'general',
};

export const MEETING_FORM_FIELDS = Object.keys(MEETING_FORM_DEFAULTS) as Array<keyof MeetingFormInput>;
