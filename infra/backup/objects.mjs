// Every bucket of the object store, object by object through the S3 API (the `minio` client the kit already uses),
// into `<dir>/objects/<bucket>/<key>`, each object's size, sha256 and content type in the manifest.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'minio';

export function objectStore({ endpoint, accessKey, secretKey, region }) {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey,
    secretKey,
    region,
    pathStyle: true,
  });
}

async function keysOf(client, bucket) {
  const keys = [];
  for await (const item of client.listObjectsV2(bucket, '', true)) if (item.name) keys.push(item.name);
  return keys.sort();
}

const fileOf = (dir, bucket, key) => join(dir, 'objects', bucket, ...key.split('/'));

export async function backupObjects(client, dir) {
  const buckets = [];
  for (const { name: bucket } of await client.listBuckets()) {
    const objects = [];
    for (const key of await keysOf(client, bucket)) {
      const file = fileOf(dir, bucket, key);
      mkdirSync(dirname(file), { recursive: true });
      const stat = await client.statObject(bucket, key);
      const hash = createHash('sha256');
      const body = await client.getObject(bucket, key);
      body.on('data', (chunk) => hash.update(chunk));
      await pipeline(body, createWriteStream(file));
      objects.push({ key, size: stat.size, sha256: hash.digest('hex'), contentType: stat.metaData['content-type'] });
    }
    buckets.push({ bucket, objects });
  }
  return buckets;
}

async function sha256Of(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Into an empty object store: creates each bucket and uploads each object, checking its bytes against the manifest. */
export async function restoreObjects(client, dir, buckets, region) {
  let count = 0;
  let bytes = 0;
  for (const { bucket, objects } of buckets) {
    if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, region);
    for (const { key, size, sha256, contentType } of objects) {
      const file = fileOf(dir, bucket, key);
      if ((await sha256Of(file)) !== sha256)
        throw new Error(`${bucket}/${key}: the backup's file does not match its sha256`);
      await client.fPutObject(bucket, key, file, contentType ? { 'Content-Type': contentType } : {});
      count += 1;
      bytes += size;
    }
  }
  return { buckets: buckets.length, objects: count, bytes };
}
