import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { ASSUMED_LIST_SIZE, knownOperationTypesRule, operationLimitsRule } from './operation-limits.rule';

const schema = buildSchema(/* GraphQL */ `
  type Query {
    me: User
    members(first: Int): [User!]!
    myServices: [Service!]!
  }
  type Service {
    id: ID!
    photos: [Photo!]!
  }
  type Photo {
    id: ID!
    url: String!
  }
  type User {
    id: ID!
    fullName: String!
    friends: [User!]!
  }
`);

const errorsOf = (query: string, limits = { maxAliases: 30, maxCost: 1000 }): string[] =>
  validate(schema, parse(query), [...specifiedRules, operationLimitsRule(limits), knownOperationTypesRule]).map(
    (error) => error.message,
  );

const aliasesOfMe = (count: number): string =>
  `{ ${Array.from({ length: count }, (_, index) => `m${index}: me { id }`).join(' ')} }`;

describe('operationLimitsRule: aliases', () => {
  it('accepts as many aliases as the limit', () => {
    expect(errorsOf(aliasesOfMe(30))).toEqual([]);
  });

  it('refuses one alias more than the limit, saying how many there are', () => {
    expect(errorsOf(aliasesOfMe(31))).toEqual(['Too many aliases: 31, the limit is 30.']);
  });

  it('counts the aliases of a fragment each time it is spread', () => {
    const query = /* GraphQL */ `
      {
        a: me {
          ...Names
        }
        b: me {
          ...Names
        }
      }
      fragment Names on User {
        n1: fullName
        n2: fullName
      }
    `;
    // 2 root aliases + 2 spreads of 2 aliases.
    expect(errorsOf(query, { maxAliases: 5, maxCost: 1000 })).toEqual(['Too many aliases: 6, the limit is 5.']);
    expect(errorsOf(query, { maxAliases: 6, maxCost: 1000 })).toEqual([]);
  });
});

describe('operationLimitsRule: cost', () => {
  it('costs one point per field', () => {
    // me, id, fullName
    expect(errorsOf('{ me { id fullName } }', { maxAliases: 30, maxCost: 3 })).toEqual([]);
    expect(errorsOf('{ me { id fullName } }', { maxAliases: 30, maxCost: 2 })).toEqual([
      'Query is too costly: 3 points, the limit is 2.',
    ]);
  });

  it(`multiplies what a list selects by its size (first:) or by ${ASSUMED_LIST_SIZE}`, () => {
    // members(first: 5) { friends { id } } = 1 + 5 * (1 + 10 * 1) = 56
    expect(errorsOf('{ members(first: 5) { friends { id } } }', { maxAliases: 30, maxCost: 55 })).toEqual([
      'Query is too costly: 56 points, the limit is 55.',
    ]);
  });

  it('stops a fragment bomb: nested spreads multiply, and the tally stays fast', () => {
    const levels = 12;
    const fragments = Array.from(
      { length: levels },
      (_, level) =>
        `fragment F${level} on User { ${level + 1 < levels ? `a: friends { ...F${level + 1} } b: friends { ...F${level + 1} }` : 'id'} }`,
    ).join('\n');
    const errors = errorsOf(`{ me { ...F0 } } ${fragments}`);
    expect(errors.some((message) => message.startsWith('Query is too costly'))).toBe(true);
  });

  it('does not count __typename', () => {
    expect(errorsOf('{ me { __typename id } }', { maxAliases: 30, maxCost: 2 })).toEqual([]);
  });
});

describe('knownOperationTypesRule', () => {
  it('refuses a mutation on a graph without mutations', () => {
    expect(errorsOf('mutation { x }')).toContain('This graph has no mutations.');
  });

  it('refuses a subscription on a graph without subscriptions', () => {
    expect(errorsOf('subscription { me { id } }')).toContain('This graph has no subscriptions.');
  });

  it('accepts a query', () => {
    expect(errorsOf('{ me { id } }')).toEqual([]);
  });
});

describe('operationLimitsRule: lists their owners bound', () => {
  it("counts a service's photos as the 5 a service may have, not the assumed list size", () => {
    // 10 services (assumed) × (id + photos: 1 + 5 × 2) = 10 × 12, + 1 for myServices = 121.
    expect(errorsOf('{ myServices { id photos { id url } } }', { maxAliases: 30, maxCost: 121 })).toEqual([]);
    expect(errorsOf('{ myServices { id photos { id url } } }', { maxAliases: 30, maxCost: 120 })).toEqual([
      'Query is too costly: 121 points, the limit is 120.',
    ]);
  });
});
