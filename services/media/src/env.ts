import { baseServiceEnvSchema, mailEnvShape } from '@village/kit';
import { z } from 'zod';

const iceServer = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().min(1).optional(),
  credential: z.string().min(1).optional(),
});

/** `ICE_SERVERS`: a JSON array of RTCIceServer entries (STUN/TURN) the call page uses; none by default. */
const iceServers = z
  .string()
  .default('[]')
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of {urls, username?, credential?}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(iceServer, 'must be a JSON array of {urls, username?, credential?}'));

const bucketName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
  );

/**
 * Meetings: media emails members about invitations (`SMTP_URL`, links to `APP_URL`). `LIVEKIT_URL` (ws/wss) turns on
 * the SFU for meetings larger than a mesh holds; its API key and secret are then required.
 *
 * Storage: `S3_ENDPOINT` set → S3 (MinIO or any S3-compatible store; needs the keys), otherwise a local
 * directory `MEDIA_STORAGE_DIR`. `MEDIA_SIGNING_SECRET` signs the local store's links; required in production.
 */
export const mediaEnvSchema = baseServiceEnvSchema
  .extend({
    MEDIA_STORAGE_DIR: z.string().min(1).optional(),
    MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    S3_PUBLIC_BUCKET: bucketName.default('village-public'),
    S3_PRIVATE_BUCKET: bucketName.default('village-private'),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** PEM file of the CA that signed an https S3_ENDPOINT's certificate, when not a public one. */
    S3_CA_FILE: z.string().min(1).optional(),
    /** The web app's public address: links in meeting emails are absolute (ADR 013). */
    APP_URL: z.url({ protocol: /^https?$/ }),
    ...mailEnvShape,
    LIVEKIT_URL: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
    /** Signs call passes (HS256); random per process outside production. */
    CALL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ICE_SERVERS: iceServers,
    /** With it, the turn:/turns: entries of ICE_SERVERS get time-limited credentials (TURN REST convention). */
    TURN_SHARED_SECRET: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    LIVEKIT_API_KEY: z.string().min(1).optional(),
    LIVEKIT_API_SECRET: z.string().min(1).optional(),
    /** The most people a browser-to-browser call holds; larger meetings need LiveKit. */
    MESH_MAX_PARTICIPANTS: z.coerce.number().int().min(2).max(8).default(4),
  })
  .superRefine((env, context) => {
    const require = (name: keyof typeof env, why: string): void => {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `is required ${why}` });
    };
    if (env.NODE_ENV === 'production') require('CALL_TOKEN_SECRET', 'in production');
    if (env.LIVEKIT_URL) {
      require('LIVEKIT_API_KEY', 'when LIVEKIT_URL is set');
      require('LIVEKIT_API_SECRET', 'when LIVEKIT_URL is set');
    }
    if (env.S3_ENDPOINT) {
      require('S3_ACCESS_KEY', 'when S3_ENDPOINT is set');
      require('S3_SECRET_KEY', 'when S3_ENDPOINT is set');
      if (env.S3_PUBLIC_BUCKET === env.S3_PRIVATE_BUCKET) {
        context.addIssue({ code: 'custom', path: ['S3_PRIVATE_BUCKET'], message: 'must differ from S3_PUBLIC_BUCKET' });
      }
      return;
    }
    require('MEDIA_STORAGE_DIR', 'when S3_ENDPOINT is not set');
    if (env.NODE_ENV === 'production') require('MEDIA_SIGNING_SECRET', 'in production');
  });

export type MediaEnv = z.infer<typeof mediaEnvSchema>;
