import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { Client } from 'minio';
import { S3ObjectStore, type ObjectBucket } from '../../src/object-store';
import { readAll } from './object-store.contract';

/*
 * The S3 adapter over https with a private CA, as an in-cluster store signed by the cluster's CA would be reached:
 * S3_TLS_ENDPOINT (https://host:port), S3_TLS_CA_FILE, S3_TLS_ACCESS_KEY and S3_TLS_SECRET_KEY (`S3_TLS=true
 * infra/s3/s3.sh env` of such a server, prefixed so that the plain suite keeps S3_ENDPOINT). Objects round-trip when
 * the CA is trusted (`ca`, media's S3_CA_FILE); without it the certificate is refused. Without the variables the
 * suite is skipped, saying so; under CI (CI=true) that is a failure.
 */
const endpoint = process.env.S3_TLS_ENDPOINT ?? '';
const caFile = process.env.S3_TLS_CA_FILE ?? '';
const accessKey = process.env.S3_TLS_ACCESS_KEY ?? '';
const secretKey = process.env.S3_TLS_SECRET_KEY ?? '';
const region = process.env.S3_TLS_REGION || 'us-east-1';

jest.setTimeout(60_000);

function describeS3Tls(): void {
  describe(`S3 over https with a private CA (${endpoint})`, () => {
    const run = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const buckets: Record<ObjectBucket, string> = {
      public: `village-tls-${run}-public`,
      private: `village-tls-${run}-private`,
    };
    const ca = [readFileSync(caFile, 'utf8')];
    const store = (trusted: string[] | undefined): S3ObjectStore =>
      new S3ObjectStore({ endpoint, accessKey, secretKey, region, buckets, ...(trusted ? { ca: trusted } : {}) });

    afterAll(async () => {
      const url = new URL(endpoint);
      const admin = new Client({
        endPoint: url.hostname,
        port: Number(url.port),
        useSSL: true,
        accessKey,
        secretKey,
        region,
        pathStyle: true,
        transportAgent: new Agent({ ca }),
      });
      for (const bucket of Object.values(buckets)) {
        if (!(await admin.bucketExists(bucket))) continue;
        const names: string[] = [];
        for await (const item of admin.listObjectsV2(bucket, '', true)) names.push((item as { name: string }).name);
        if (names.length > 0) await admin.removeObjects(bucket, names);
        await admin.removeBucket(bucket);
      }
    });

    it('stores, reads and deletes objects when the CA is trusted', async () => {
      const trusted = store(ca);
      const body = randomBytes(2048);
      await trusted.put('private', 'tls/object.bin', body, 'application/octet-stream');
      const stored = await trusted.get('private', 'tls/object.bin');
      expect((await readAll(stored!.body)).equals(body)).toBe(true);
      await trusted.delete('private', 'tls/object.bin');
      expect(await trusted.get('private', 'tls/object.bin')).toBeNull();
    });

    it('refuses the server when only the system CAs are trusted', async () => {
      await expect(store(undefined).get('private', 'tls/absent.bin')).rejects.toThrow(/certificate/i);
    });
  });
}

if (endpoint && caFile && accessKey && secretKey) {
  describeS3Tls();
} else if (process.env.CI === 'true' || process.env.CI === '1') {
  it('reaches S3 over https with a private CA', () => {
    throw new Error(
      'S3_TLS_ENDPOINT, S3_TLS_CA_FILE, S3_TLS_ACCESS_KEY and S3_TLS_SECRET_KEY must be set under CI (a server ' +
        'started with S3_TLS=true infra/s3/s3.sh start)',
    );
  });
} else {
  it.skip('S3 TLS suite: skipped because S3_TLS_ENDPOINT (an S3_TLS=true server of infra/s3) is not set', () =>
    undefined);
}
