import { z } from 'zod';
import { signinSchema } from './signin.schema';
import { signupSchema } from './signup.schema';

export const authEntrySchema = z.object({
  fullName: z.string(),
  email: signinSchema.shape.email,
});

export const joinEntrySchema = authEntrySchema.extend({ fullName: signupSchema.shape.fullName });

export type AuthEntryInput = z.input<typeof authEntrySchema>;
export type AuthEntryValues = z.output<typeof authEntrySchema>;
