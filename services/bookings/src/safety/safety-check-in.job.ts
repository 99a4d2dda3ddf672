import { defineJob } from '@village/kit';
import { z } from 'zod';

/** At a plan's check-in time: email the trusted contact unless the member checked in (or cancelled) first. */
export const SafetyCheckInDueJob = defineJob(
  'safety-plans.check-in-due',
  z.object({ planId: z.uuid(), checkInAt: z.iso.datetime() }),
);

export type SafetyCheckInDue = z.infer<typeof SafetyCheckInDueJob.data>;

export const checkInJobKey = (planId: string): string => `safety-check-in:${planId}`;
