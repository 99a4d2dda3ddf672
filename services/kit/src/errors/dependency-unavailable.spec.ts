import { dependencyUnavailable, isDependencyUnavailable, UNAVAILABLE_MESSAGE } from './dependency-unavailable';
import { ErrorKind } from './domain-error';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('isDependencyUnavailable', () => {
  it.each([
    [
      'a refused connection (the database or object storage down)',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['PostgreSQL out of connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection lost under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it('looks into TypeORM driver errors, causes and aggregate errors', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDependencyUnavailable(Object.assign(new Error('query failed'), { driverError: refused }))).toBe(true);
    expect(isDependencyUnavailable(new Error('upload failed', { cause: refused }))).toBe(true);
    expect(isDependencyUnavailable(new AggregateError([refused], 'every address refused'))).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['something not an error', { code: 'ECONNREFUSED' }],
  ])('is false for %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });

  it('stops looking after a few levels of causes', () => {
    let error: Error = withCode('connect ECONNREFUSED', 'ECONNREFUSED');
    for (let level = 0; level < 10; level += 1) error = new Error(`level ${level}`, { cause: error });
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

describe('dependencyUnavailable', () => {
  it('is an unavailable domain error with the message members read', () => {
    const error = dependencyUnavailable();
    expect(error.kind).toBe(ErrorKind.Unavailable);
    expect(error.message).toBe(UNAVAILABLE_MESSAGE);
    expect(error.code).toBe('DEPENDENCY_UNAVAILABLE');
  });
});
