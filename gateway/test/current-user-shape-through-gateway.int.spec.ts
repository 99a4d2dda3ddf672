import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { currentUserSchema } from '../src/rest/current-user.schema';
import { gatewayForFile } from './support/gateway-fixture';
import { Browser, registrationMultipart } from './support/gateway-test-app';

const stack = gatewayForFile();

it('answers registration, sign-in and /api/auth/user with the same member, in the one current-user shape', async () => {
  const form = validRegistration({ fullName: 'Robin Same Shape' });
  const registering = new Browser(stack.gateway);
  await registering.open();

  const registered = await registering.request('POST', '/api/register', registrationMultipart(form));
  const current = await registering.request('GET', '/api/auth/user');
  const signingIn = new Browser(stack.gateway);
  await signingIn.open();
  const signedIn = await signingIn.request('POST', '/api/auth/signin', {
    payload: { email: form.email, password: form.password },
  });

  expect([registered.statusCode, current.statusCode, signedIn.statusCode]).toEqual([201, 200, 200]);
  const shapes = [registered.json().user, current.json(), signedIn.json().user];
  for (const user of shapes) {
    expect(Object.keys(user).sort()).toEqual(Object.keys(currentUserSchema.shape).sort());
  }
  expect(shapes[1]).toEqual(shapes[0]);
  expect(shapes[2]).toEqual(shapes[0]);
  expect(shapes[0]).toMatchObject({
    email: form.email,
    fullName: 'Robin Same Shape',
    firstName: 'Robin',
    lastName: 'Same Shape',
    city: form.city,
    isSingleParent: true,
    isAdmin: false,
    // media is not running in this stack.
    profileImageUrl: null,
  });
  expect(current.headers['cache-control']).toBe('no-store');
});
