import { validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

describe.each([
  ['production', 404],
  ['test', 404],
])('with NODE_ENV=%s', (nodeEnv, status) => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity({ NODE_ENV: nodeEnv });
  });
  afterAll(async () => {
    await identity?.close();
  });

  it(`answers ${status} and signs nobody in`, async () => {
    const form = validRegistration();
    await identity.register(form);
    const response = await identity.post('/sessions/development', { email: form.email });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('accessToken');
  });
});

describe('with NODE_ENV=development', () => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity({ NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await identity?.close();
  });

  it('signs an existing member in by email alone', async () => {
    const form = validRegistration();
    await identity.register(form);
    const response = await identity.post('/sessions/development', { email: form.email });
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionBody>();
    expect(body.user).toEqual(expect.objectContaining({ email: form.email, firstName: 'Sam' }));
    expect((await identity.refresh(body.session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an unknown email with 401', async () => {
    const response = await identity.post('/sessions/development', { email: 'nobody.dev@example.test' });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message).toBe('Incorrect email or password');
  });
});
