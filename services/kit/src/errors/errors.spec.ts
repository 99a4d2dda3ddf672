import { z } from 'zod';
import { DomainError, ErrorKind, defineErrors } from './domain-error';
import { parseOrThrow } from './parse-or-throw';
import { graphqlCodeOf, httpStatusOf } from './transport-mapping';

enum ShelfErrorCode {
  Missing = 'MISSING',
  Taken = 'TAKEN',
}

const shelfErrors = defineErrors<ShelfErrorCode>({
  [ShelfErrorCode.Missing]: ErrorKind.NotFound,
  [ShelfErrorCode.Taken]: ErrorKind.Conflict,
});

describe('module errors', () => {
  it('gives each code the kind its table names, and knows its own errors', () => {
    const error = shelfErrors.error(ShelfErrorCode.Taken, 'That shelf is taken');
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe(ErrorKind.Conflict);
    expect(httpStatusOf(error.kind)).toBe(409);
    expect(shelfErrors.owns(error)).toBe(true);
    expect(shelfErrors.owns(new DomainError('OTHER', ErrorKind.Invalid, 'x'))).toBe(false);
  });

  it('maps every kind to a distinct HTTP status and GraphQL code', () => {
    const kinds = Object.values(ErrorKind);
    expect(new Set(kinds.map(httpStatusOf)).size).toBe(kinds.length);
    expect(new Set(kinds.map(graphqlCodeOf)).size).toBe(kinds.length);
    expect(httpStatusOf(ErrorKind.Invalid)).toBe(400);
    expect(graphqlCodeOf(ErrorKind.Unauthenticated)).toBe('UNAUTHENTICATED');
  });
});

describe('parseOrThrow', () => {
  const schema = z.object({
    name: z.string().min(2, 'Name must be at least 2 characters'),
    age: z.number().int().max(17, 'Children are 17 or younger'),
  });

  it('returns the parsed value', () => {
    expect(parseOrThrow(schema, { name: 'Ada', age: 4 })).toEqual({ name: 'Ada', age: 4 });
  });

  it('throws an Invalid error with the first message and one message per field', () => {
    let thrown: unknown;
    try {
      parseOrThrow(schema, { name: 'A', age: 40 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    const error = thrown as DomainError;
    expect(error.kind).toBe(ErrorKind.Invalid);
    expect(error.message).toBe('Name must be at least 2 characters');
    expect(error.fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      age: 'Children are 17 or younger',
    });
  });
});
