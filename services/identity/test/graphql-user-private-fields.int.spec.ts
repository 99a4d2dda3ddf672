import { subgraphQuery, USER_ENTITIES_QUERY, userReferences } from '../../../tests/support/auth/subgraph-graphql';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const ADMIN_EMAIL = uniqueEmail('admin');
const ADMIN_PASSWORD = 'admin password for tests';
const USER_FIELDS = USER_ENTITIES_QUERY('id fullName city email postcode');

let identity: IdentityTestApp;
let viewer: SessionBody;
let other: SessionBody;
let adminToken: string;

beforeAll(async () => {
  identity = await startIdentity({ BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD });
  viewer = (await identity.register(validRegistration({ fullName: 'Viewer Parent' }))).json<SessionBody>();
  other = (
    await identity.register(validRegistration({ fullName: 'Other Parent', city: 'York', postcode: 'YO1 7HH' }))
  ).json<SessionBody>();
  const admin = await identity.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(admin.statusCode).toBe(200);
  adminToken = admin.json<SessionBody>().session.accessToken;
});

afterAll(async () => {
  await identity?.close();
});

it("hides another member's email and postcode from a member", async () => {
  const answer = await subgraphQuery(
    identity.app,
    viewer.session.accessToken,
    USER_FIELDS,
    userReferences(other.user.id),
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({
    _entities: [{ id: other.user.id, fullName: 'Other Parent', city: 'York', email: null, postcode: null }],
  });
});

it("shows another member's email and postcode to an admin", async () => {
  const answer = await subgraphQuery(identity.app, adminToken, USER_FIELDS, userReferences(other.user.id));
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({
    _entities: [
      { id: other.user.id, fullName: 'Other Parent', city: 'York', email: other.user.email, postcode: 'YO1 7HH' },
    ],
  });
});

it('shows members their own email and postcode, in a batch with someone else’s', async () => {
  const answer = await subgraphQuery(
    identity.app,
    other.session.accessToken,
    USER_FIELDS,
    userReferences(other.user.id, viewer.user.id),
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({
    _entities: [
      { id: other.user.id, fullName: 'Other Parent', city: 'York', email: other.user.email, postcode: 'YO1 7HH' },
      { id: viewer.user.id, fullName: 'Viewer Parent', city: 'Leeds', email: null, postcode: null },
    ],
  });
});

it('resolves an unknown member to null', async () => {
  const answer = await subgraphQuery(
    identity.app,
    adminToken,
    USER_FIELDS,
    userReferences('00000000-0000-4000-8000-00000000abcd'),
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({ _entities: [null] });
});
