import { UpstreamRefusal } from '../errors/upstream-refusal';
import { errorOfGraph, GraphOperationError } from './execute-graph';

describe('errorOfGraph', () => {
  it("relays a subgraph's refusal with the status REST gives its kind, its message, code and field messages", () => {
    const error = errorOfGraph([
      {
        message: 'Postcode is required',
        extensions: {
          code: 'BAD_USER_INPUT',
          errorCode: 'IDENTITY_INVALID',
          fieldErrors: { postcode: 'Postcode is required' },
        },
      },
    ]);
    expect(error).toBeInstanceOf(UpstreamRefusal);
    expect(error).toMatchObject({
      status: 400,
      body: {
        message: 'Postcode is required',
        code: 'IDENTITY_INVALID',
        fieldErrors: { postcode: 'Postcode is required' },
      },
    });
  });

  it("answers a refusal of another member's object as 404 or 403, as REST would", () => {
    expect(errorOfGraph([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }])).toMatchObject({ status: 404 });
    expect(errorOfGraph([{ message: 'No', extensions: { code: 'FORBIDDEN' } }])).toMatchObject({ status: 403 });
  });

  it('keeps an unexpected failure unexpected (answered as 500 by the error handler)', () => {
    expect(errorOfGraph([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toBeInstanceOf(
      GraphOperationError,
    );
  });
});
