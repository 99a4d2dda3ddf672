import { EnvValidationError, parseEnv } from '@village/kit';
import { mediaEnvSchema } from './env';

const base = {
  PORT: '4106',
  DATABASE_URL: 'postgres://media:secret@127.0.0.1:5432/village',
  JWKS_URL: 'http://127.0.0.1:4101/.well-known/jwks.json',
  APP_URL: 'https://village.example',
  SMTP_URL: 'smtp://127.0.0.1:1025',
};

const problemsOf = (source: Record<string, string>): string[] => {
  try {
    parseEnv(mediaEnvSchema, source);
    return [];
  } catch (error) {
    if (error instanceof EnvValidationError) return error.problems;
    throw error;
  }
};

describe('media environment', () => {
  it('uses a local directory when no S3 endpoint is set, without a signing secret in development', () => {
    const env = parseEnv(mediaEnvSchema, { ...base, MEDIA_STORAGE_DIR: '.village/media' });

    expect(env.MEDIA_STORAGE_DIR).toBe('.village/media');
    expect(env.S3_ENDPOINT).toBeUndefined();
  });

  it('names MEDIA_STORAGE_DIR when neither storage is configured', () => {
    expect(problemsOf(base)).toEqual(['MEDIA_STORAGE_DIR: is required but not set']);
  });

  it('refuses to start in production with local storage but no signing secret nor call token secret', () => {
    expect(problemsOf({ ...base, NODE_ENV: 'production', MEDIA_STORAGE_DIR: '/data/media' })).toEqual([
      'CALL_TOKEN_SECRET: is required but not set',
      'MEDIA_SIGNING_SECRET: is required but not set',
    ]);
  });

  it('reads ICE servers from JSON, none by default', () => {
    const local = { ...base, MEDIA_STORAGE_DIR: '/data/media' };
    const servers = [{ urls: 'stun:stun.village.test:3478' }, { urls: ['turn:turn.village.test:3478'] }];

    expect(parseEnv(mediaEnvSchema, local).ICE_SERVERS).toEqual([]);
    expect(parseEnv(mediaEnvSchema, { ...local, ICE_SERVERS: JSON.stringify(servers) }).ICE_SERVERS).toEqual(servers);
    expect(problemsOf({ ...local, ICE_SERVERS: 'stun:stun.village.test' })).toEqual([
      'ICE_SERVERS: must be a JSON array of {urls, username?, credential?}',
    ]);
  });

  it('needs the LiveKit key and secret when LIVEKIT_URL is set', () => {
    expect(problemsOf({ ...base, MEDIA_STORAGE_DIR: '/data/media', LIVEKIT_URL: 'wss://sfu.village.test' })).toEqual([
      'LIVEKIT_API_KEY: is required but not set',
      'LIVEKIT_API_SECRET: is required but not set',
    ]);
  });

  it('refuses a signing secret shorter than 32 characters', () => {
    expect(problemsOf({ ...base, MEDIA_STORAGE_DIR: '/data/media', MEDIA_SIGNING_SECRET: 'too-short' })).toEqual([
      'MEDIA_SIGNING_SECRET: must be at least 32 characters',
    ]);
  });

  it('uses S3 when S3_ENDPOINT is set, with default bucket names and region', () => {
    const env = parseEnv(mediaEnvSchema, {
      ...base,
      NODE_ENV: 'production',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY: 'village',
      S3_SECRET_KEY: 'village-secret',
      CALL_TOKEN_SECRET: 'call-token-secret-of-production-0123456789',
    });

    expect(env).toMatchObject({
      S3_PUBLIC_BUCKET: 'village-public',
      S3_PRIVATE_BUCKET: 'village-private',
      S3_REGION: 'us-east-1',
    });
  });

  it('names the S3 keys that are missing', () => {
    expect(problemsOf({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ACCESS_KEY: is required but not set',
      'S3_SECRET_KEY: is required but not set',
    ]);
  });

  it('refuses one bucket for both public and private objects', () => {
    expect(
      problemsOf({
        ...base,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY: 'k',
        S3_SECRET_KEY: 's',
        S3_PUBLIC_BUCKET: 'village',
        S3_PRIVATE_BUCKET: 'village',
      }),
    ).toEqual(['S3_PRIVATE_BUCKET: must differ from S3_PUBLIC_BUCKET']);
  });

  it('runs meetings without an SFU when LIVEKIT_URL is not set', () => {
    const env = parseEnv(mediaEnvSchema, { ...base, MEDIA_STORAGE_DIR: '/data/media' });

    expect(env.LIVEKIT_URL).toBeUndefined();
  });

  it('names the LiveKit key and secret when LIVEKIT_URL is set without them', () => {
    expect(problemsOf({ ...base, MEDIA_STORAGE_DIR: '/data/media', LIVEKIT_URL: 'wss://livekit.example' })).toEqual([
      'LIVEKIT_API_KEY: is required but not set',
      'LIVEKIT_API_SECRET: is required but not set',
    ]);
  });

  it('refuses a LIVEKIT_URL that is not a WebSocket address', () => {
    expect(
      problemsOf({
        ...base,
        MEDIA_STORAGE_DIR: '/data/media',
        LIVEKIT_URL: 'https://livekit.example',
        LIVEKIT_API_KEY: 'key',
        LIVEKIT_API_SECRET: 'secret',
      }),
    ).toEqual(['LIVEKIT_URL: must be a ws:// or wss:// URL']);
  });

  it('needs the app address and the SMTP relay for meeting emails', () => {
    const { APP_URL: _appUrl, SMTP_URL: _smtpUrl, ...withoutMail } = base;
    expect(problemsOf({ ...withoutMail, MEDIA_STORAGE_DIR: '/data/media' })).toEqual([
      'APP_URL: is required but not set',
      'SMTP_URL: is required but not set',
    ]);
  });
});
