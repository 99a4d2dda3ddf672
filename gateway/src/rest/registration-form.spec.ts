// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IssuedSession } from '../session/cookies';
import { IdentityCallError, type IdentityClient } from '../session/identity-client';
import { authRoutes } from './auth.routes';
import type { MediaClient } from './media-client';
import { PROFILE_PHOTO_MAX_BYTES } from './registration-form';

const TOO_LARGE = 'Please select an image smaller than 10MB';
const MB = 1024 * 1024;

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

/** A multipart/form-data body as the browser's FormData sends it. */
function multipart(text: Record<string, string>, photo?: { bytes: number; filename?: string; type?: string }) {
  const boundary = '----village-test-boundary';
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

beforeAll(async () => {
  // As buildGateway sets it up: a 1 MB body limit for JSON, multipart with its defaults.
  app = Fastify({ bodyLimit: MB });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(authRoutes, {
    graph: {} as never,
    identity: identity as unknown as IdentityClient,
    media: media as unknown as MediaClient,
    secureCookies: false,
    authRateLimitPerMinute: 10,
    revocations: { revoke: jest.fn() } as never,
    audit: jest.fn(),
    contextOf: () => ({ accessToken: null, userId: null, correlationId: 'test-correlation-id' }),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  jest.resetAllMocks();
  media.stagePendingProfilePhoto.mockResolvedValue('5f0c3a8e-7a39-4c55-9a5e-2b7f8a1d9c01');
  identity.register.mockResolvedValue({ user: { id: 'user-1', email: fields.email }, session });
});

const register = (text: Record<string, string>, photo?: { bytes: number }) =>
  app.inject({ method: 'POST', url: '/api/register', ...multipart(text, photo) });

describe('POST /api/register (multipart registration form)', () => {
  it(`refuses a photo over 10MB with '${TOO_LARGE}' and creates nothing`, async () => {
    const response = await register(fields, { bytes: PROFILE_PHOTO_MAX_BYTES + 1 });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE, fieldErrors: { profilePhoto: TOO_LARGE } });
    expect(media.stagePendingProfilePhoto).not.toHaveBeenCalled();
    expect(identity.register).not.toHaveBeenCalled();
    expect(response.cookies).toEqual([]);
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
    );
  });

  it('registers without a photo, forwards only the form fields, and sets the session cookies', async () => {
    const response = await register({ ...fields, isAdmin: 'true', role: 'admin' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user: { id: 'user-1', email: fields.email }, redirectUrl: '/' });
    expect(media.stagePendingProfilePhoto).not.toHaveBeenCalled();
    expect(identity.register).toHaveBeenCalledWith({ ...fields, profilePhotoId: undefined }, 'test-correlation-id');
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.village_at).toMatchObject({ value: 'access-token', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.village_rt).toMatchObject({ value: 'refresh-token', httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it("passes identity's refusal through with its status and message, and sets no cookie", async () => {
    const taken = 'An account with this email already exists';
    identity.register.mockRejectedValue(new IdentityCallError(409, { message: taken, fieldErrors: { email: taken } }));

    const response = await register(fields);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: taken, fieldErrors: { email: taken } });
    expect(response.cookies).toEqual([]);
  });

  it('refuses a registration that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: fields });
    expect(response.statusCode).toBe(415);
    expect(identity.register).not.toHaveBeenCalled();
  });
});
