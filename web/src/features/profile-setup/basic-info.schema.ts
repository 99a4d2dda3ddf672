import { z } from 'zod';

export const basicInfoSchema = z.object({
  country: z.string().trim().min(1, 'Country is required'),
  postcode: z.string().trim().min(1, 'Postcode is required'),
});

export type BasicInfoValues = z.infer<typeof basicInfoSchema>;
