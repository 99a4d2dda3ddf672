import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDirectoryObjectStore } from '../../src/object-store';
import { describeObjectStoreContract, readAll, type OpenedLink } from './object-store.contract';

const SECRET = 'a-test-signing-secret-of-at-least-32-chars';

const tokenOf = (url: string): string => new URL(url, 'http://media.test').searchParams.get('token') ?? '';

async function openLocalLink(store: LocalDirectoryObjectStore, url: string): Promise<OpenedLink> {
  const token = tokenOf(url);
  const ref = store.verifySignedToken(token);
  if (!ref) return { status: 403, body: Buffer.alloc(0) };
  const stored = await store.get(ref.bucket, ref.key);
  return stored ? { status: 200, body: await readAll(stored.body) } : { status: 404, body: Buffer.alloc(0) };
}

describeObjectStoreContract('local directory', async () => {
  const parent = await mkdtemp(join(tmpdir(), 'village-object-store-'));
  let now = Date.now();
  const store = new LocalDirectoryObjectStore({ rootDir: join(parent, 'root'), signingSecret: SECRET, now: () => now });
  return {
    store,
    open: (url) => openLocalLink(store, url),
    unsignedUrl: (bucket, key) => {
      const payload = Buffer.from(JSON.stringify({ b: bucket, k: key, e: 4102444800 })).toString('base64url');
      return `/media/signed?token=${payload}.`;
    },
    advanceClock: (seconds) => {
      now += seconds * 1000;
    },
    dispose: () => rm(parent, { recursive: true, force: true }),
  };
});

describe('LocalDirectoryObjectStore', () => {
  let parent: string;
  let rootDir: string;
  let store: LocalDirectoryObjectStore;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'village-object-store-'));
    rootDir = join(parent, 'root');
    store = new LocalDirectoryObjectStore({ rootDir, signingSecret: SECRET });
  });

  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('writes nothing outside its root, whatever key it is given', async () => {
    for (const key of ['../outside', '../../outside', '/tmp/outside', 'a/../../outside']) {
      await store.put('public', key, Buffer.from('x'), 'text/plain').catch(() => undefined);
    }
    await store.put('public', 'inside/object.bin', Buffer.from('x'), 'text/plain');

    expect(await readdir(parent)).toEqual(['root']);
  });

  it('stores an object as a file under its bucket folder and leaves no temporary files', async () => {
    await store.put('public', 'profile-photos/1/large.webp', Buffer.from('webp'), 'image/webp');

    expect(await readdir(join(rootDir, 'public', 'profile-photos', '1'))).toEqual(['large.webp']);
    expect(await readdir(join(rootDir, '.tmp'))).toEqual([]);
  });

  it('removes folders a delete leaves empty', async () => {
    await store.put('public', 'profile-photos/1/large.webp', Buffer.from('webp'), 'image/webp');

    await store.delete('public', 'profile-photos/1/large.webp');

    expect(await readdir(join(rootDir, 'public'))).toEqual([]);
  });

  it('refuses a link whose signature was moved onto another object', async () => {
    await store.put('private', 'documents/a.jpg', Buffer.from('a'), 'image/jpeg');
    await store.put('private', 'documents/b.jpg', Buffer.from('b'), 'image/jpeg');
    const token = tokenOf(await store.signedUrl('private', 'documents/a.jpg', 60));
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ b: 'private', k: 'documents/b.jpg', e: 4102444800 })).toString(
      'base64url',
    );

    expect(store.verifySignedToken(token)).toMatchObject({ bucket: 'private', key: 'documents/a.jpg' });
    expect(store.verifySignedToken(`${forged}.${signature}`)).toBeNull();
  });

  it('refuses a link signed with another secret', async () => {
    const other = new LocalDirectoryObjectStore({ rootDir, signingSecret: `${SECRET}-other` });
    const token = tokenOf(await other.signedUrl('private', 'documents/a.jpg', 60));

    expect(store.verifySignedToken(token)).toBeNull();
  });

  it('makes links under its link base', async () => {
    const linked = new LocalDirectoryObjectStore({ rootDir, signingSecret: SECRET, linkBase: '/files/signed' });

    expect(await linked.signedUrl('private', 'documents/a.jpg', 60)).toMatch(/^\/files\/signed\?token=[\w-]+\.[\w-]+$/);
  });

  it('refuses a signing secret shorter than 32 characters', () => {
    expect(() => new LocalDirectoryObjectStore({ rootDir, signingSecret: 'short' })).toThrow(/at least 32/);
  });
});
