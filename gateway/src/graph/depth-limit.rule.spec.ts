import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { depthLimitRule } from './depth-limit.rule';

const schema = buildSchema(/* GraphQL */ `
  type Query {
    me: User
  }
  type User {
    id: ID!
    fullName: String!
    friends: [User!]!
  }
`);

const errorsOf = (query: string, maxDepth: number): string[] =>
  validate(schema, parse(query), [...specifiedRules, depthLimitRule(maxDepth)]).map((error) => error.message);

describe('depthLimitRule', () => {
  it('accepts a query as deep as the limit', () => {
    // me(1) > friends(2) > fullName(3)
    expect(errorsOf('{ me { friends { fullName } } }', 3)).toEqual([]);
  });

  it('rejects a query one level deeper than the limit, saying how deep it is', () => {
    expect(errorsOf('{ me { friends { friends { fullName } } } }', 3)).toEqual([
      'Query is too deep: 4 levels, the limit is 3.',
    ]);
  });

  it('counts the levels inside named and inline fragments', () => {
    const viaFragments = /* GraphQL */ `
      query Deep {
        me {
          ...Circle
        }
      }
      fragment Circle on User {
        friends {
          ... on User {
            friends {
              friends {
                id
              }
            }
          }
        }
      }
    `;
    expect(errorsOf(viaFragments, 4)).toEqual(['Query is too deep: 5 levels, the limit is 4.']);
    expect(errorsOf(viaFragments, 5)).toEqual([]);
  });

  it('judges each operation of a document on its own', () => {
    const document = /* GraphQL */ `
      query Shallow {
        me {
          id
        }
      }
      query Deep {
        me {
          friends {
            friends {
              id
            }
          }
        }
      }
    `;
    expect(errorsOf(document, 3)).toEqual(['Query is too deep: 4 levels, the limit is 3.']);
  });

  it('does not count introspection meta-fields such as __typename', () => {
    expect(errorsOf('{ me { __typename friends { __typename id } } }', 3)).toEqual([]);
  });

  it('stops at a fragment cycle instead of looping (the cycle itself is reported by graphql)', () => {
    const cyclic = /* GraphQL */ `
      {
        me {
          ...A
        }
      }
      fragment A on User {
        friends {
          ...B
        }
      }
      fragment B on User {
        friends {
          ...A
        }
      }
    `;
    const errors = errorsOf(cyclic, 10);
    expect(errors.some((message) => message.startsWith('Cannot spread fragment "A" within itself'))).toBe(true);
    expect(errors.some((message) => message.startsWith('Query is too deep'))).toBe(false);
  });
});
