import { fromBinary, timestampDate, UserRegisteredSchema } from '@village/proto';
import { validRegistration } from './factories/registration.factory';
import {
  startIdentity,
  userRegisteredEvents,
  type IdentityTestApp,
  type SessionBody,
} from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

describe('POST /sessions/register with every field valid', () => {
  const form = validRegistration({ fullName: '  Sam  Rivers ', email: '  Sam.Rivers@Example.TEST ' });
  let status: number;
  let rawBody: string;
  let body: SessionBody;

  beforeAll(async () => {
    const response = await identity.register(form);
    status = response.statusCode;
    rawBody = response.body;
    body = response.json<SessionBody>();
  });

  it('answers 201 with the member and a session', () => {
    expect(status).toBe(201);
    expect(body.user).toMatchObject({
      email: 'sam.rivers@example.test',
      fullName: 'Sam  Rivers',
      firstName: 'Sam',
      lastName: 'Rivers',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      country: 'United Kingdom',
      isSingleParent: true,
      isLookingForColiving: false,
      offersServices: true,
      isAdmin: false,
      isVerified: false,
    });
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.session.accessToken.split('.')).toHaveLength(3);
    expect(body.session.refreshToken.length).toBeGreaterThanOrEqual(32);
    expect(Date.parse(body.session.accessTokenExpiresAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(body.session.refreshTokenExpiresAt)).toBeGreaterThan(
      Date.parse(body.session.accessTokenExpiresAt),
    );
  });

  it('never puts the password or its hash in the answer', () => {
    expect(rawBody).not.toContain(form.password);
    expect(rawBody).not.toContain('$argon2');
    expect(rawBody.toLowerCase()).not.toMatch(/password|hash/);
  });

  it('stores the member', async () => {
    const rows = await identity.sql(
      'SELECT email, full_name, city, postcode, country, is_single_parent, is_admin FROM users WHERE id = $1',
      [body.user.id],
    );
    expect(rows).toEqual([
      {
        email: 'sam.rivers@example.test',
        full_name: 'Sam  Rivers',
        city: 'Leeds',
        postcode: 'LS1 4AP',
        country: 'United Kingdom',
        is_single_parent: true,
        is_admin: false,
      },
    ]);
  });

  it('stores an argon2id hash of the password, never the password', async () => {
    const rows = await identity.sql<{ password_hash: string }>(
      'SELECT password_hash FROM credentials WHERE user_id = $1',
      [body.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(form.password);
  });

  it('publishes one UserRegistered event keyed by the member id', async () => {
    const events = (await userRegisteredEvents(identity)).filter((event) => event.key === body.user.id);
    expect(events).toHaveLength(1);
    const message = fromBinary(UserRegisteredSchema, events[0].payload);
    expect(message).toMatchObject({
      userId: body.user.id,
      fullName: 'Sam  Rivers',
      email: 'sam.rivers@example.test',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      country: 'United Kingdom',
      isSingleParent: true,
      isLookingForColiving: false,
      offersServices: true,
    });
    expect(message.profilePhotoId).toBeUndefined();
    expect(timestampDate(message.registeredAt!).toISOString()).toBe(body.user.createdAt);
  });
});
