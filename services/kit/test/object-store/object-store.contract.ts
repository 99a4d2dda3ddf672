import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { InvalidObjectKeyError, type ObjectBucket, type ObjectStore } from '../../src/object-store';

export interface OpenedLink {
  status: number;
  body: Buffer;
}

/** What the suite needs from an adapter under test. */
export interface ObjectStoreHarness {
  store: ObjectStore;
  /** Follows a link the way a browser would; any status but 200 means refused. */
  open(url: string): Promise<OpenedLink>;
  /** The closest one can get to reading an object without a valid signature. */
  unsignedUrl(bucket: ObjectBucket, key: string): string;
  /** Moves the adapter's clock forward; without it the suite waits in real time. */
  advanceClock?(seconds: number): void;
  dispose(): Promise<void>;
}

export const ESCAPING_KEYS = [
  '../outside',
  'a/../../outside',
  '..',
  '.',
  '/etc/passwd',
  'a//b',
  'a/./b',
  '.hidden',
  'a/.meta/b',
  'a\\..\\b',
  'a/b/',
  '%2e%2e/outside',
  'a\u0000b',
  '',
  'x'.repeat(513),
];

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function tamper(url: string): string {
  const last = url.at(-1) ?? '';
  const replacement = last === 'a' ? 'b' : 'a';
  return url.slice(0, -1) + replacement;
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** The behaviour every `ObjectStore` adapter shares; run it once per adapter. */
export function describeObjectStoreContract(name: string, factory: () => Promise<ObjectStoreHarness>): void {
  describe(`ObjectStore contract: ${name}`, () => {
    let harness: ObjectStoreHarness;
    let store: ObjectStore;

    beforeEach(async () => {
      harness = await factory();
      store = harness.store;
    });

    afterEach(async () => {
      await harness.dispose();
    });

    const uniqueKey = (prefix = 'contract'): string => `${prefix}/${randomBytes(8).toString('hex')}/object.bin`;

    it('returns exactly the bytes, size and content type that were put', async () => {
      const key = uniqueKey();
      const body = randomBytes(64 * 1024);
      await store.put('public', key, body, 'image/webp');

      const stored = await store.get('public', key);

      expect(stored).not.toBeNull();
      expect(stored?.contentType).toBe('image/webp');
      expect(stored?.size).toBe(body.length);
      expect(stored?.etag).toEqual(expect.any(String));
      expect(stored?.etag.length).toBeGreaterThan(0);
      expect((await readAll(stored!.body)).equals(body)).toBe(true);
    });

    it('keeps each object its own content type', async () => {
      const pdf = uniqueKey();
      const png = uniqueKey();
      await store.put('private', pdf, Buffer.from('%PDF-1.7'), 'application/pdf');
      await store.put('private', png, Buffer.from('png'), 'image/png');

      const [storedPdf, storedPng] = await Promise.all([store.get('private', pdf), store.get('private', png)]);

      expect(storedPdf?.contentType).toBe('application/pdf');
      expect(storedPng?.contentType).toBe('image/png');
      await Promise.all([readAll(storedPdf!.body), readAll(storedPng!.body)]);
    });

    it('answers null for a key that was never stored', async () => {
      await expect(store.get('public', uniqueKey('missing'))).resolves.toBeNull();
    });

    it('keeps the buckets apart', async () => {
      const key = uniqueKey();
      await store.put('private', key, Buffer.from('document'), 'application/pdf');

      await expect(store.get('public', key)).resolves.toBeNull();
    });

    it('replaces an object that is put again, with a new etag', async () => {
      const key = uniqueKey();
      await store.put('public', key, Buffer.from('first'), 'text/plain');
      const first = await store.get('public', key);
      await readAll(first!.body);
      await store.put('public', key, Buffer.from('second version'), 'image/png');

      const second = await store.get('public', key);

      expect((await readAll(second!.body)).toString()).toBe('second version');
      expect(second?.contentType).toBe('image/png');
      expect(second?.etag).not.toBe(first?.etag);
    });

    it('deletes an object, and deleting a missing one is not an error', async () => {
      const key = uniqueKey();
      await store.put('public', key, Buffer.from('bye'), 'text/plain');

      await store.delete('public', key);

      await expect(store.get('public', key)).resolves.toBeNull();
      await expect(store.delete('public', key)).resolves.toBeUndefined();
    });

    it.each(ESCAPING_KEYS.map((key) => [JSON.stringify(key.slice(0, 20)), key]))(
      'refuses the key %s for every operation',
      async (_label, key) => {
        await expect(store.put('public', key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
          InvalidObjectKeyError,
        );
        await expect(store.get('public', key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.delete('public', key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.signedUrl('private', key, 60)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      },
    );

    it('refuses a signed link lifetime outside 1 s to 7 days', async () => {
      const key = uniqueKey();
      for (const ttl of [0, -5, 1.5, 7 * 24 * 3600 + 1]) {
        await expect(store.signedUrl('private', key, ttl)).rejects.toBeInstanceOf(RangeError);
      }
    });

    it('opens a private object through a valid signed link', async () => {
      const key = uniqueKey('documents');
      const body = randomBytes(2048);
      await store.put('private', key, body, 'image/jpeg');

      const opened = await harness.open(await store.signedUrl('private', key, 60));

      expect(opened.status).toBe(200);
      expect(opened.body.equals(body)).toBe(true);
    });

    it('refuses a private object without a signature', async () => {
      const key = uniqueKey('documents');
      await store.put('private', key, Buffer.from('passport'), 'image/jpeg');

      const opened = await harness.open(harness.unsignedUrl('private', key));

      expect(opened.status).not.toBe(200);
      expect(opened.body.toString()).not.toContain('passport');
    });

    it('refuses a tampered signed link', async () => {
      const key = uniqueKey('documents');
      await store.put('private', key, Buffer.from('passport'), 'image/jpeg');
      const url = await store.signedUrl('private', key, 60);

      const opened = await harness.open(tamper(url));

      expect(opened.status).not.toBe(200);
      expect(opened.body.toString()).not.toContain('passport');
    });

    it('refuses a signed link once it has expired', async () => {
      const key = uniqueKey('documents');
      await store.put('private', key, Buffer.from('passport'), 'image/jpeg');
      const url = await store.signedUrl('private', key, 2);
      expect((await harness.open(url)).status).toBe(200);

      if (harness.advanceClock) harness.advanceClock(3);
      else await sleep(3500);
      const opened = await harness.open(url);

      expect(opened.status).not.toBe(200);
      expect(opened.body.toString()).not.toContain('passport');
    }, 15_000);
  });
}
