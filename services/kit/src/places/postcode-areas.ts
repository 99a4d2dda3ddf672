import { isCountryName } from '../countries';
import { readPostcodeCentroids, type PostcodeCentroid } from './postcode-centroids.data';
import { normalisePostcode, postcodeKey } from './postcode-format';

/** Where a postcode is, as precisely as members may know it of each other: its district and that district's centre. */
export interface PostcodeArea {
  /** The centroid's key: UK outward code ('SW1A'), Irish routing key, Canadian FSA, Dutch digits, ZIP... */
  district: string;
  place: string | null;
  latitude: number;
  longitude: number;
}

let byCountryAndKey: Map<string, PostcodeCentroid> | null = null;

function centroids(): Map<string, PostcodeCentroid> {
  byCountryAndKey ??= new Map(readPostcodeCentroids().map((row) => [`${row.country}|${row.postcode}`, row]));
  return byCountryAndKey;
}

/**
 * The area of a postcode in one of the eleven countries (by name), from the offline centroids held in memory (read
 * once, on first use), or null when the data does not know it. For services that keep no `postcode_centroids` table.
 */
export function locatePostcodeArea(country: string, postcode: string): PostcodeArea | null {
  if (!isCountryName(country)) return null;
  const key = postcodeKey(country, normalisePostcode(country, postcode));
  if (!key) return null;
  const found = centroids().get(`${country}|${key}`);
  if (!found) return null;
  return { district: found.postcode, place: found.place, latitude: found.latitude, longitude: found.longitude };
}
