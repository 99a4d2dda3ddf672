import { z } from 'zod';

export const signupSchema = z.object({
  fullName: z.string().trim().min(2, 'Full name must be at least 2 characters'),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(8, 'Password must be at least 8 characters'),
  city: z.string().trim().min(2, 'Please enter your city/town'),
  postcode: z.string().trim().min(3, 'Please enter your postcode/zip code'),
  country: z.string().min(1, 'Please select your country'),
  isSingleParent: z.boolean(),
  isLookingForColiving: z.boolean(),
  offersServices: z.boolean(),
});

export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

export const signupDefaults: SignupInput = {
  fullName: '',
  email: '',
  password: '',
  city: '',
  postcode: '',
  country: '',
  isSingleParent: false,
  isLookingForColiving: false,
  offersServices: false,
};

export const signupFields = Object.keys(signupDefaults) as (keyof SignupInput)[];
