import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { countryNameOf } from '../countries';

export interface PostcodeCentroid {
  country: string;
  postcode: string;
  place: string | null;
  latitude: number;
  longitude: number;
}

const FILE = ['data', 'postcode-centroids.tsv.gz'];

/** The kit's data folder, from src/places (tests) or dist/src/places (built): made by scripts/extract-postcode-centroids.py. */
function dataFile(): string {
  for (const up of [
    ['..', '..'],
    ['..', '..', '..'],
  ]) {
    const candidate = resolve(__dirname, ...up, ...FILE);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`postcode centroids not found: services/kit/${FILE.join('/')}`);
}

/** Every centroid of the data file, its country by the name services store. */
export function readPostcodeCentroids(): PostcodeCentroid[] {
  const lines = gunzipSync(readFileSync(dataFile())).toString('utf8').split('\n');
  const centroids: PostcodeCentroid[] = [];
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const [code = '', postcode = '', place = '', latitude = '', longitude = ''] = line.split('\t');
    const country = countryNameOf(code);
    if (!country) throw new Error(`postcode centroids: unknown country code ${code}`);
    centroids.push({
      country,
      postcode,
      place: place || null,
      latitude: Number(latitude),
      longitude: Number(longitude),
    });
  }
  return centroids;
}
