import { parseRoster } from './roster.js';

const roster = (services: unknown[]): unknown => ({ services });

describe('parseRoster', () => {
  it('reads name, port and schema of every service, in order', () => {
    expect(
      parseRoster(
        roster([
          { name: 'identity', port: 4101, schema: 'identity' },
          { name: 'listings', port: 4102, schema: 'listings' },
        ]),
      ),
    ).toEqual([
      { name: 'identity', port: 4101, schema: 'identity' },
      { name: 'listings', port: 4102, schema: 'listings' },
    ]);
  });

  it('refuses an empty or missing list', () => {
    expect(() => parseRoster({})).toThrow('roster: "services" must be a non-empty list');
    expect(() => parseRoster(roster([]))).toThrow('roster: "services" must be a non-empty list');
  });

  it('names every malformed field', () => {
    expect(() => parseRoster(roster([{ name: 'Identity', port: 80, schema: 'iden-tity' }]))).toThrow(
      'roster: services[0].name must be kebab-case; services[0].port must be an integer from 1024 to 65535; ' +
        'services[0].schema must be a lower-case SQL identifier',
    );
  });

  it('refuses a name, a port or a schema used twice', () => {
    expect(() =>
      parseRoster(
        roster([
          { name: 'identity', port: 4101, schema: 'identity' },
          { name: 'identity', port: 4101, schema: 'identity' },
        ]),
      ),
    ).toThrow('roster: name identity appears twice; port 4101 appears twice; schema identity appears twice');
  });
});
