import {
  bookingRequestFormSchema,
  CARE_HOURS_REQUIRED,
  CHILDREN_REQUIRED,
  reciprocalRequestFormSchema,
  testCardFormSchema,
} from './booking-request.schema';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the Book Service form', () => {
  it('needs a booking date', () => {
    expect(errorsOf(bookingRequestFormSchema.safeParse({ bookingDate: '', notes: '', amount: '' }))).toEqual({
      bookingDate: 'Booking date is required',
    });
  });

  it('takes an empty donation or a number of zero or more, and refuses anything else', () => {
    const form = { bookingDate: '2030-03-11', notes: '' };
    expect(bookingRequestFormSchema.safeParse({ ...form, amount: '' }).success).toBe(true);
    expect(bookingRequestFormSchema.safeParse({ ...form, amount: ' 12.50 ' }).success).toBe(true);
    expect(errorsOf(bookingRequestFormSchema.safeParse({ ...form, amount: 'lots' }))).toEqual({
      amount: 'Total amount must be a number',
    });
    expect(errorsOf(bookingRequestFormSchema.safeParse({ ...form, amount: '-5' }))).toEqual({
      amount: 'Total amount must be a number',
    });
  });
});

describe('the test card form', () => {
  it('says which part of the card is missing or malformed', () => {
    expect(errorsOf(testCardFormSchema.safeParse({ cardNumber: '', expMonth: '13', expYear: '34', cvc: '1' }))).toEqual(
      {
        cardNumber: 'Card number is required',
        expMonth: 'Expiry month must be 1 to 12',
        expYear: 'Expiry year must have four digits',
        cvc: 'CVC must be 3 or 4 digits',
      },
    );
    expect(
      testCardFormSchema.safeParse({ cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '2034', cvc: '123' })
        .success,
    ).toBe(true);
  });
});

describe('reciprocalRequestFormSchema', () => {
  const form = { bookingDate: '2030-05-01', notes: '', amount: '' };

  it('asks for the hours of care and the children', () => {
    expect(errorsOf(reciprocalRequestFormSchema.safeParse({ ...form, careHours: '', childrenCount: '5' }))).toEqual({
      careHours: CARE_HOURS_REQUIRED,
      childrenCount: CHILDREN_REQUIRED,
    });
    expect(reciprocalRequestFormSchema.safeParse({ ...form, careHours: '2.5', childrenCount: '2' }).success).toBe(true);
  });
});
