import { DomainError, parseOrThrow } from '@village/kit';
import type { z } from 'zod';
import { registrationSchema, signInSchema, splitFullName } from './registration.schema';

/** The per-field messages a form gets for the input (none when it is valid). */
function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseOrThrow(schema, input);
    return {};
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors ?? {};
    throw error;
  }
}

const valid = {
  fullName: 'Sam Rivers',
  email: 'sam@example.test',
  password: 'correct horse battery',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  country: 'United Kingdom',
};

const messagesFor = (input: Record<string, unknown>): Record<string, string> =>
  fieldErrorsOf(registrationSchema, input);

describe('registrationSchema', () => {
  it('accepts a complete form, trimming text, lower-casing the email and reading text flags', () => {
    const parsed = registrationSchema.parse({
      ...valid,
      fullName: '  Sam Rivers ',
      email: ' Sam@Example.TEST ',
      isSingleParent: 'true',
      offersServices: false,
    });
    expect(parsed).toMatchObject({
      fullName: 'Sam Rivers',
      email: 'sam@example.test',
      isSingleParent: true,
      isLookingForColiving: false,
      offersServices: false,
    });
  });

  it.each([
    ['fullName', ' S ', 'Full name must be at least 2 characters'],
    ['email', 'sam@', 'Please enter a valid email address'],
    ['password', '1234567', 'Password must be at least 8 characters'],
    ['postcode', 'AB', 'Please enter your postcode/zip code'],
    ['country', '', 'Please select your country'],
    ['country', 'Narnia', 'Please select your country'],
    ['city', 'X', 'Please enter your city/town'],
  ])('gives %s = %j the message %j', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each(['password', 'Password1', 'iloveyou'])('refuses the common password %j', (password) => {
    expect(messagesFor({ ...valid, password })).toEqual({
      password: 'This password is too common. Please choose one that is harder to guess.',
    });
  });

  it.each(['sam@example.test', ' Sam@Example.TEST '])('refuses the member’s own email %j as password', (password) => {
    expect(messagesFor({ ...valid, password })).toEqual({
      password: 'Your password must not be your email address. Please choose another one.',
    });
  });

  it('refuses the part of the email before the @ as password', () => {
    expect(messagesFor({ ...valid, email: 'sam.rivers@example.test', password: 'Sam.Rivers' })).toEqual({
      password: 'Your password must not be your email address. Please choose another one.',
    });
  });

  it('reports every invalid field, each with its first message', () => {
    expect(messagesFor({ ...valid, fullName: 'S', city: 'X', password: 'short' })).toEqual({
      fullName: 'Full name must be at least 2 characters',
      password: 'Password must be at least 8 characters',
      city: 'Please enter your city/town',
    });
  });
});

describe('signInSchema', () => {
  it.each([
    [{ email: 'nope', password: 'x' }, { email: 'Please enter a valid email address' }],
    [{ email: 'sam@example.test', password: '' }, { password: 'Please enter your password' }],
  ])('refuses %j', (input, errors) => {
    expect(fieldErrorsOf(signInSchema, input)).toEqual(errors);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Sam Rivers', { firstName: 'Sam', lastName: 'Rivers' }],
    ['  Mary  Ann   Lee ', { firstName: 'Mary', lastName: 'Ann Lee' }],
    ['Cher', { firstName: 'Cher', lastName: '' }],
  ])('splits %j', (fullName, parts) => {
    expect(splitFullName(fullName)).toEqual(parts);
  });
});
