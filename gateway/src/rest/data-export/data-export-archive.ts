import { withTraceContext } from '@village/kit/tracing';
import { DATA_EXPORT_PARTS, type DataExportPart, type DataExportResult } from './data-export.graph';
import { zipArchive, type ZipEntry } from './zip-archive';

/** Fetches a photo's bytes by the address media serves it at; null when media no longer has it. */
export type PhotoFetcher = (path: string) => Promise<Buffer | null>;

const FOLDER = 'village-data';
/** The only addresses a media part may name: public photo variants, never anything else media serves. */
const PHOTO_PATH = /^\/media\/(profile|service)-photos\/([0-9a-f-]{36})\/(large|full)\.webp$/;

interface ExportedPhoto {
  file?: unknown;
  archiveFile?: string | null;
}

const README = (at: Date) =>
  [
    `Everything Village held about you on ${at.toISOString()}.`,
    '',
    'One JSON file per part of Village:',
    '  identity.json   your account, profile, settings, sessions, sign-in methods, verification, blocks, vouches',
    '  listings.json   the services you list',
    '  bookings.json   your bookings (both sides), payments and ledger lines, time-bank, pickups, safety plans,',
    '                  cover circle',
    '  community.json  your forum posts and replies, conversations with the messages in them, events, reports',
    '  matching.json   your matching profile, preferences, availability and matches',
    '  media.json      your video meetings, invitations, calls and photos (your identity documents are listed only)',
    '  social.json     your social posts and connected accounts (their tokens are never included)',
    'photos/           your profile and service photos, named in media.json under "archiveFile".',
    '',
    'Other members appear only by their id or first name.',
    '',
  ].join('\n');

/** Downloads the photos the media part lists into photos/, noting each one's file name in the part. */
async function withPhotos(media: Record<string, unknown>, fetchPhoto: PhotoFetcher): Promise<ZipEntry[]> {
  const photos = Array.isArray(media.photos) ? (media.photos as ExportedPhoto[]) : [];
  const entries: ZipEntry[] = [];
  for (const photo of photos) {
    const match = typeof photo.file === 'string' ? PHOTO_PATH.exec(photo.file) : null;
    const content = match ? await fetchPhoto(match[0]) : null;
    photo.archiveFile = null;
    if (!match || !content) continue;
    photo.archiveFile = `photos/${match[1]}-${match[2]}.webp`;
    entries.push({ name: `${FOLDER}/${photo.archiveFile}`, content });
  }
  return entries;
}

/** The ZIP a member downloads: a README, each service's part as indented JSON, and their photos. */
export async function dataExportArchive(result: DataExportResult, fetchPhoto: PhotoFetcher, at: Date): Promise<Buffer> {
  const parts = Object.entries(DATA_EXPORT_PARTS).map(
    ([part, field]) => [part as DataExportPart, JSON.parse(result[field]) as Record<string, unknown>] as const,
  );
  const media = parts.find(([part]) => part === 'media')?.[1];
  const photos = media ? await withPhotos(media, fetchPhoto) : [];
  return zipArchive(
    [
      { name: `${FOLDER}/README.txt`, content: Buffer.from(README(at), 'utf8') },
      ...parts.map(([part, document]) => ({
        name: `${FOLDER}/${part}.json`,
        content: Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8'),
      })),
      ...photos,
    ],
    at,
  );
}

/** Reads a photo from media the way the web app does (its public address), within the subgraph time limit. */
export function mediaPhotoFetcher(mediaUrl: string, timeoutMs: number): PhotoFetcher {
  return async (path) => {
    const response = await fetch(`${mediaUrl.replace(/\/$/, '')}${path}`, {
      headers: withTraceContext({}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`media answered ${response.status} for a photo of a data export`);
    return Buffer.from(await response.arrayBuffer());
  };
}
