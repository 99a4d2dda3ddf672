import { startIdentity, type IdentityTestApp } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const send = (payload: string, contentType: string) =>
  identity.inject({ method: 'POST', url: '/sessions/register', headers: { 'content-type': contentType }, payload });

it.each([
  ['malformed JSON', '{"email": "sam@example.test",', 'application/json', 400, 'The request body is not valid JSON.'],
  ['an empty JSON body', '', 'application/json', 400, 'The request body is not valid JSON.'],
  [
    'a form-encoded body',
    'email=sam%40example.test',
    'application/x-www-form-urlencoded',
    415,
    'This content type is not supported.',
  ],
])(
  'refuses %s with a 4xx and a plain message, creating nothing',
  async (_label, payload, contentType, status, message) => {
    const response = await send(payload, contentType);

    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await identity.sql('SELECT id FROM users')).toEqual([]);
  },
);
