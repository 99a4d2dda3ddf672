import { z } from 'zod';
import { authorisedAdultsText } from './safe-pickup/authorised-adults.schema';

export const BOOKING_DATE_REQUIRED = 'Booking date is required';
export const AMOUNT_INVALID = 'Total amount must be a number';

/** The Book Service form: the amount field is there (and checked) only for a donation. */
export const bookingRequestFormSchema = z.object({
  bookingDate: z.string().min(1, BOOKING_DATE_REQUIRED),
  notes: z.string().max(1000),
  amount: z
    .string()
    .trim()
    .refine((amount) => amount === '' || (Number.isFinite(Number(amount)) && Number(amount) >= 0), AMOUNT_INVALID),
  /** Childcare only: who may collect the child, one name a line (may be named later, from the booking). */
  authorisedAdults: authorisedAdultsText(false).optional(),
  /** Reciprocal childcare only (checked by the form before sending; '' elsewhere). */
  careHours: z.string().optional(),
  childrenCount: z.string().optional(),
});

export const CARE_HOURS_OPTIONS = Array.from({ length: 24 }, (_, index) => String((index + 1) / 2));
export const CHILDREN_OPTIONS = ['1', '2', '3', '4'];
export const CARE_HOURS_REQUIRED = 'Please enter the hours of care, from 0.5 to 12 in half hours';
export const CHILDREN_REQUIRED = 'Please enter the number of children, from 1 to 4';

/** The same form, with the hours and children required for reciprocal childcare. */
export const reciprocalRequestFormSchema = bookingRequestFormSchema.extend({
  careHours: z.string().refine((value) => CARE_HOURS_OPTIONS.includes(value), CARE_HOURS_REQUIRED),
  childrenCount: z.string().refine((value) => CHILDREN_OPTIONS.includes(value), CHILDREN_REQUIRED),
});

export type BookingRequestFormValues = z.infer<typeof bookingRequestFormSchema>;

export const testCardFormSchema = z.object({
  cardNumber: z.string().trim().min(1, 'Card number is required'),
  expMonth: z
    .string()
    .trim()
    .regex(/^(0?[1-9]|1[0-2])$/, 'Expiry month must be 1 to 12'),
  expYear: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Expiry year must have four digits'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});

export type TestCardFormValues = z.infer<typeof testCardFormSchema>;
