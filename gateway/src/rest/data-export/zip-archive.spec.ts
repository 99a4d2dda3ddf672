import yauzl from 'yauzl';
import { unzip } from '../../../../tests/support/unzip';
import { zipArchive } from './zip-archive';

describe('zipArchive', () => {
  it('writes entries a standard reader opens, with their exact bytes and UTF-8 names', async () => {
    const photo = Buffer.from(Array.from({ length: 5000 }, (_, index) => (index * 31) % 256));
    const archive = zipArchive([
      { name: 'village-data/identity.json', content: Buffer.from('{"account":[{"first_name":"Zoë"}]}') },
      { name: 'village-data/photos/café.webp', content: photo },
      { name: 'village-data/empty.json', content: Buffer.alloc(0) },
    ]);

    const files = await unzip(archive);

    expect([...files.keys()]).toEqual([
      'village-data/identity.json',
      'village-data/photos/café.webp',
      'village-data/empty.json',
    ]);
    expect(files.get('village-data/identity.json')?.toString('utf8')).toBe('{"account":[{"first_name":"Zoë"}]}');
    expect(files.get('village-data/photos/café.webp')?.equals(photo)).toBe(true);
    expect(files.get('village-data/empty.json')?.length).toBe(0);
  });

  it('records the time it is given in each entry, as MS-DOS date and time fields', async () => {
    const archive = zipArchive([{ name: 'a.txt', content: Buffer.from('a') }], new Date('2026-11-24T09:30:10Z'));
    const entry = await new Promise<yauzl.Entry>((resolve, reject) =>
      yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
        if (error) return reject(error);
        zip.on('entry', resolve);
        zip.readEntry();
      }),
    );
    expect(entry.lastModFileTime).toBe((9 << 11) | (30 << 5) | (10 / 2));
    expect(entry.lastModFileDate).toBe(((2026 - 1980) << 9) | (11 << 5) | 24);
  });
});
