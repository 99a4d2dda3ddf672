import { baseServiceEnvSchema, mailEnvShape } from '@village/kit';
import { z } from 'zod';

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
    /** The web app's public address: links in meeting emails are absolute (ADR 013). */
    APP_URL: z.url({ protocol: /^https?$/ }),
    ...mailEnvShape,
    LIVEKIT_URL: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
    LIVEKIT_API_KEY: z.string().min(1).optional(),
    LIVEKIT_API_SECRET: z.string().min(1).optional(),
  })
  .superRefine((env, context) => {
    const require = (name: keyof typeof env, why: string): void => {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `is required ${why}` });
    };
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
