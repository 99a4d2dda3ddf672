// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { UNEXPECTED_ERROR_MESSAGE } from '@village/kit/errors';
import type { FastifyInstance } from 'fastify';
import { restTestApp } from '../../test/support/rest-test-app';
import { UNAVAILABLE_MESSAGE } from '../errors/gateway.errors';
import type { IssuedSession } from '../session/cookies';
import { IdentityCallError } from '../session/identity-client';
import { MediaRejectedError } from './media-client';
import { PROFILE_PHOTO_MAX_BYTES, UNREADABLE_FORM } from './registration-form';

const TOO_LARGE = 'Please select an image smaller than 10MB';

const session: IssuedSession = {
  accessToken: 'access-token',
  accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
  refreshToken: 'refresh-token',
  refreshTokenExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
};

const fields = {
  fullName: 'Sam Rivers',
  email: 'sam@example.test',
  password: 'correct horse battery',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  country: 'United Kingdom',
  isSingleParent: 'true',
  isLookingForColiving: 'false',
  offersServices: 'true',
};

/** identity's view of the new member (no photo: media adds it to the graph). */
const identityUser = {
  id: 'user-1',
  email: fields.email,
  fullName: 'Sam Rivers',
  firstName: 'Sam',
  lastName: 'Rivers',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  country: 'United Kingdom',
  isSingleParent: true,
  isLookingForColiving: false,
  offersServices: true,
  isVerified: false,
  isAdmin: false,
  mfaEnabled: false,
  emailConfirmed: false,
  hasPendingSignup: false,
  googleCalendarConnected: false,
  trustLevel: 'NONE',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const member = { ...identityUser, profileImageUrl: '/media/profile-photos/user-1.webp' };

/** A multipart/form-data body as the browser's FormData sends it. */
function multipart(
  text: Record<string, string>,
  photo?: { bytes: number; filename?: string; type?: string },
  boundary = '----village-test-boundary',
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(text)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (photo) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="${photo.filename ?? 'me.jpg'}"\r\n` +
          `Content-Type: ${photo.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      Buffer.alloc(photo.bytes, 0xab),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let app: FastifyInstance;
const identity = { register: jest.fn(), signIn: jest.fn(), refresh: jest.fn(), revoke: jest.fn() };
const media = { stagePendingProfilePhoto: jest.fn() };
const graph = jest.fn();

beforeAll(async () => {
  app = await restTestApp({ identity, media, graph });
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  jest.resetAllMocks();
  media.stagePendingProfilePhoto.mockResolvedValue('5f0c3a8e-7a39-4c55-9a5e-2b7f8a1d9c01');
  identity.register.mockResolvedValue({ user: identityUser, session });
  graph.mockResolvedValue({ data: { me: member } });
});

const register = (text: Record<string, string>, photo?: { bytes: number }) =>
  app.inject({ method: 'POST', url: '/api/register', ...multipart(text, photo) });

const nothingCreated = (response: { cookies: unknown[] }) => {
  expect(media.stagePendingProfilePhoto).not.toHaveBeenCalled();
  expect(identity.register).not.toHaveBeenCalled();
  expect(response.cookies).toEqual([]);
};

describe('POST /api/register (multipart registration form)', () => {
  it(`refuses a photo over 10MB with '${TOO_LARGE}' and creates nothing`, async () => {
    const response = await register(fields, { bytes: PROFILE_PHOTO_MAX_BYTES + 1 });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: TOO_LARGE,
      code: 'PHOTO_TOO_LARGE',
      fieldErrors: { profilePhoto: TOO_LARGE },
    });
    nothingCreated(response);
  });

  it('accepts a photo of exactly 10MB (the limit is inclusive) despite the 1MB JSON body limit', async () => {
    const response = await register(fields, { bytes: PROFILE_PHOTO_MAX_BYTES });

    expect(response.statusCode).toBe(201);
    expect(media.stagePendingProfilePhoto).toHaveBeenCalledTimes(1);
    const [photo] = media.stagePendingProfilePhoto.mock.calls[0] as [
      { buffer: Buffer; mimetype: string; filename: string },
    ];
    expect(photo.buffer.length).toBe(PROFILE_PHOTO_MAX_BYTES);
    expect(photo).toMatchObject({ mimetype: 'image/jpeg', filename: 'me.jpg' });
    expect(identity.register).toHaveBeenCalledWith(
      { ...fields, profilePhotoId: '5f0c3a8e-7a39-4c55-9a5e-2b7f8a1d9c01' },
      'test-correlation-id',
      { ip: '127.0.0.1', userAgent: 'lightMyRequest' },
    );
  });

  it('registers without a photo, forwards only the form fields, answers the member as the graph sees them, and sets the session cookies', async () => {
    const response = await register({ ...fields, isAdmin: 'true', role: 'admin' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user: member, redirectUrl: '/' });
    expect(media.stagePendingProfilePhoto).not.toHaveBeenCalled();
    expect(identity.register).toHaveBeenCalledWith({ ...fields, profilePhotoId: undefined }, 'test-correlation-id', {
      ip: '127.0.0.1',
      userAgent: 'lightMyRequest',
    });
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.village_at).toMatchObject({ value: 'access-token', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.village_rt).toMatchObject({ value: 'refresh-token', httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it("answers identity's view of the member (photo unknown) when the graph cannot say", async () => {
    graph.mockResolvedValue({
      data: null,
      errors: [{ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });

    const response = await register(fields);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user: { ...identityUser, profileImageUrl: null }, redirectUrl: '/' });
  });

  it("passes identity's refusal through with its status and message, and sets no cookie", async () => {
    const taken = 'An account with this email already exists';
    identity.register.mockRejectedValue(
      new IdentityCallError(409, { message: taken, code: 'EMAIL_TAKEN', fieldErrors: { email: taken } }),
    );

    const response = await register(fields);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: taken, code: 'EMAIL_TAKEN', fieldErrors: { email: taken } });
    expect(response.cookies).toEqual([]);
  });

  it('refuses a registration that is not multipart with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: fields });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Registration must be sent as multipart/form-data',
      code: 'UNSUPPORTED_CONTENT_TYPE',
    });
    nothingCreated(response);
  });

  it('refuses a NUL byte in a field with 400 naming the field, and creates nothing', async () => {
    const response = await register({ ...fields, city: 'Le\u0000eds' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'City contains characters that are not allowed',
      code: 'VALIDATION',
      fieldErrors: { city: 'City contains characters that are not allowed' },
    });
    nothingCreated(response);
  });

  it('refuses a flag that is neither true nor false', async () => {
    const response = await register({ ...fields, offersServices: 'yes' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ offersServices: 'offersServices must be true or false' });
    nothingCreated(response);
  });

  it(`refuses a multipart body without a boundary with 400 '${UNREADABLE_FORM}'`, async () => {
    const { payload } = multipart(fields);
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNREADABLE_FORM, code: 'MALFORMED_REQUEST' });
    nothingCreated(response);
  });

  it("shows media's refusal of the photo as the photo field's error, and creates no account", async () => {
    const refused = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';
    media.stagePendingProfilePhoto.mockRejectedValue(new MediaRejectedError(400, refused));

    const response = await register(fields, { bytes: 1000 });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: refused,
      code: 'PHOTO_REFUSED',
      fieldErrors: { profilePhoto: refused },
    });
    expect(identity.register).not.toHaveBeenCalled();
  });

  it(`answers 503 '${UNAVAILABLE_MESSAGE}' when media cannot be reached`, async () => {
    media.stagePendingProfilePhoto.mockRejectedValue(new TypeError('fetch failed'));

    const response = await register(fields, { bytes: 1000 });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
    expect(response.headers['retry-after']).toBe('5');
    expect(identity.register).not.toHaveBeenCalled();
  });

  it("answers identity's own failure as 500 with a correlation id, never its words", async () => {
    identity.register.mockRejectedValue(
      new IdentityCallError(500, { message: 'users table does not exist at Parser.parseErrorMessage' }),
    );

    const response = await register(fields);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: UNEXPECTED_ERROR_MESSAGE, correlationId: expect.any(String) });
    expect(response.body).not.toContain('Parser');
  });
});
