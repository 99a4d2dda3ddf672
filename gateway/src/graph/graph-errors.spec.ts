import { UNEXPECTED_ERROR_MESSAGE } from '@village/kit/errors';
import { UNAVAILABLE_MESSAGE } from '../errors/gateway.errors';
import { formatGraphError, subgraphUnavailableError } from './graph-errors';

describe('formatGraphError', () => {
  it("keeps a subgraph's domain error, its code and field errors, and drops what names the internals", () => {
    expect(
      formatGraphError({
        message: 'Please enter your city/town',
        path: ['updateProfile'],
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: { city: 'Please enter your city/town' },
          serviceName: 'identity',
          exception: { stacktrace: ['at Parser (/srv/app.js:1)'] },
        },
      }),
    ).toEqual({
      message: 'Please enter your city/town',
      path: ['updateProfile'],
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { city: 'Please enter your city/town' } },
    });
  });

  it.each([
    ['an internal error', { code: 'INTERNAL_SERVER_ERROR' }],
    ['a subgraph error without a code', { code: 'DOWNSTREAM_SERVICE_ERROR', serviceName: 'media' }],
    ['an error without extensions', undefined],
  ])('replaces the message of %s by the safe one', (_case, extensions) => {
    const formatted = formatGraphError({
      message: 'relation "users" does not exist',
      extensions: extensions,
    });
    expect(formatted.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('keeps the unavailability of a subgraph, without naming it', () => {
    const error = subgraphUnavailableError('identity');
    expect(formatGraphError({ message: error.message, extensions: error.extensions })).toEqual({
      message: UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('says plainly that a document is too large', () => {
    expect(
      formatGraphError({
        message: 'Syntax Error: Document contains more that 5000 tokens. Parsing aborted.',
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }).message,
    ).toBe('The query is too large: more than 5000 tokens.');
  });
});
