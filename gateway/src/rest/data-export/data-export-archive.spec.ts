import { unzip } from '../../../../tests/support/unzip';
import { dataExportArchive } from './data-export-archive';
import { DATA_EXPORT_PARTS, type DataExportResult } from './data-export.graph';

const PHOTO_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const AT = new Date('2026-11-24T09:00:00Z');

function resultWith(media: Record<string, unknown>): DataExportResult {
  const result = Object.fromEntries(
    Object.entries(DATA_EXPORT_PARTS).map(([part, field]) => [field, JSON.stringify({ service: part })]),
  ) as DataExportResult;
  result.myMediaDataExport = JSON.stringify({ service: 'media', ...media });
  return result;
}

describe('dataExportArchive', () => {
  it('holds a README, one JSON file per service and the photos media lists, named in media.json', async () => {
    const bytes = Buffer.from('webp bytes');
    const fetched: string[] = [];
    const archive = await dataExportArchive(
      resultWith({ photos: [{ id: PHOTO_ID, file: `/media/profile-photos/${PHOTO_ID}/large.webp` }] }),
      async (path) => {
        fetched.push(path);
        return bytes;
      },
      AT,
    );

    const files = await unzip(archive);
    expect([...files.keys()].sort()).toEqual(
      ['README.txt', ...Object.keys(DATA_EXPORT_PARTS).map((part) => `${part}.json`), `photos/profile-${PHOTO_ID}.webp`]
        .map((name) => `village-data/${name}`)
        .sort(),
    );
    expect(fetched).toEqual([`/media/profile-photos/${PHOTO_ID}/large.webp`]);
    expect(files.get(`village-data/photos/profile-${PHOTO_ID}.webp`)?.equals(bytes)).toBe(true);
    const media = JSON.parse(files.get('village-data/media.json')!.toString('utf8'));
    expect(media.photos[0].archiveFile).toBe(`photos/profile-${PHOTO_ID}.webp`);
    expect(JSON.parse(files.get('village-data/bookings.json')!.toString('utf8'))).toEqual({ service: 'bookings' });
  });

  it('never fetches an address that is not a public photo variant, and skips a photo media no longer has', async () => {
    const fetched: string[] = [];
    const archive = await dataExportArchive(
      resultWith({
        photos: [
          { id: 'x', file: '/media/identity-documents/secret' },
          { id: PHOTO_ID, file: `/media/service-photos/${PHOTO_ID}/full.webp` },
        ],
      }),
      async (path) => {
        fetched.push(path);
        return null;
      },
      AT,
    );

    const files = await unzip(archive);
    expect(fetched).toEqual([`/media/service-photos/${PHOTO_ID}/full.webp`]);
    expect([...files.keys()].some((name) => name.includes('photos/'))).toBe(false);
    const media = JSON.parse(files.get('village-data/media.json')!.toString('utf8'));
    expect(media.photos.map((photo: { archiveFile: unknown }) => photo.archiveFile)).toEqual([null, null]);
  });
});
