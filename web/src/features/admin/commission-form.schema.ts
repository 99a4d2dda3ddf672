import { z } from 'zod';

export const commissionFormSchema = z.object({
  serviceType: z.string().min(1, 'Service type is required'),
  rate: z
    .string()
    .trim()
    .min(1, 'Rate is required')
    .refine((rate) => {
      const value = Number(rate);
      return Number.isFinite(value) && value >= 0 && value <= 1;
    }, 'Rate must be between 0 and 1'),
});

export type CommissionFormValues = z.infer<typeof commissionFormSchema>;
