import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp } from './support/identity-test-app';
import { RecordingMemberMail } from './support/recording-member-mail';

let identity: IdentityTestApp;
const mail = new RecordingMemberMail();

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  identity = await startIdentity({}, undefined, { memberMail: mail });
});

afterAll(async () => {
  await identity?.close();
});

const from = (userAgent: string, path: string, payload: unknown) =>
  identity.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-village-client-user-agent': userAgent,
      'x-village-client-ip': '203.0.113.7',
    },
    payload: JSON.stringify(payload),
  });

it('emails the member when they sign in from a browser their account has not used, and only then', async () => {
  const form = validRegistration();
  expect((await from(LAPTOP, '/sessions/register', form)).statusCode).toBe(201);
  expect(mail.to(form.email, 'newSignIn')).toEqual([]);

  expect((await from(LAPTOP, '/sessions', { email: form.email, password: form.password })).statusCode).toBe(200);
  expect(mail.to(form.email, 'newSignIn')).toEqual([]);

  expect((await from(PHONE, '/sessions', { email: form.email, password: form.password })).statusCode).toBe(200);
  const alerts = mail.to(form.email, 'newSignIn');
  expect(alerts).toHaveLength(1);
  expect(alerts[0].detail).toMatchObject({ userAgent: PHONE, ip: '203.0.113.7' });

  expect((await from(PHONE, '/sessions', { email: form.email, password: form.password })).statusCode).toBe(200);
  expect(mail.to(form.email, 'newSignIn')).toHaveLength(1);
});

it('sends nothing for a wrong password from a new browser', async () => {
  const form = validRegistration();
  await from(LAPTOP, '/sessions/register', form);

  expect((await from(PHONE, '/sessions', { email: form.email, password: 'not the password' })).statusCode).toBe(401);
  expect(mail.to(form.email, 'newSignIn')).toEqual([]);
});
