import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { LocalDirectoryObjectStore, parseEnv, S3ObjectStore } from '@village/kit';
import { mediaEnvSchema } from '../env';
import { createMediaObjectStore } from './media-object-store.factory';

const logger = { log: jest.fn(), warn: jest.fn() };
const quiet = logger as unknown as Logger;

const envWith = (extra: Record<string, string>) =>
  parseEnv(mediaEnvSchema, {
    PORT: '4106',
    DATABASE_URL: 'postgres://media:secret@127.0.0.1:5432/village',
    JWKS_URL: 'http://127.0.0.1:4101/.well-known/jwks.json',
    APP_URL: 'https://village.test',
    SMTP_URL: 'smtp://127.0.0.1:1025',
    ...extra,
  });

describe('createMediaObjectStore', () => {
  it('chooses S3 when S3_ENDPOINT is set', () => {
    const store = createMediaObjectStore(
      envWith({
        S3_ENDPOINT: 'https://s3.example.test',
        S3_ACCESS_KEY: 'k',
        S3_SECRET_KEY: 's',
        MEDIA_STORAGE_DIR: '/x',
      }),
      quiet,
    );

    expect(store).toBeInstanceOf(S3ObjectStore);
  });

  it('trusts the CA of S3_CA_FILE for an https endpoint, naming the variable when the file is unreadable', () => {
    const s3 = { S3_ENDPOINT: 'https://minio.storage:9000', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };
    const dir = mkdtempSync(join(tmpdir(), 's3-ca-'));
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    expect(createMediaObjectStore(envWith({ ...s3, S3_CA_FILE: caFile }), quiet)).toBeInstanceOf(S3ObjectStore);
    expect(() => createMediaObjectStore(envWith({ ...s3, S3_CA_FILE: join(dir, 'missing.pem') }), quiet)).toThrow(
      'S3_CA_FILE: cannot read',
    );
  });

  it('chooses the local directory otherwise, with links served by media', async () => {
    const store = createMediaObjectStore(
      envWith({ MEDIA_STORAGE_DIR: '/data/media', MEDIA_SIGNING_SECRET: 'x'.repeat(32) }),
      quiet,
    );

    expect(store).toBeInstanceOf(LocalDirectoryObjectStore);
    await expect(store.signedUrl('private', 'a/b.jpg', 60)).resolves.toMatch(/^\/media\/signed\?token=/);
  });

  it('warns that links will not survive a restart when no signing secret is set', () => {
    createMediaObjectStore(envWith({ MEDIA_STORAGE_DIR: '/data/media' }), quiet);

    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('MEDIA_SIGNING_SECRET is not set'));
  });
});
