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
