import { Injectable } from '@nestjs/common';

// PROVISIONAL (listings-core branch): a handful of postcodes so create/update compile and run. The real
// directory (GeoNames centroids in Postgres) is listings-browse's file and replaces this one at merge.

/** Where a postcode lies: its centroid key (district), the place's name and its centroid. */
export interface PostcodeArea {
  district: string;
  place: string | null;
  latitude: number;
  longitude: number;
}

/** Upper case, single spaces, trimmed. */
export function normalisePostcode(_country: string, raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, ' ');
}

const KNOWN: Record<string, Record<string, PostcodeArea>> = {
  'United Kingdom': {
    SW1A: { district: 'SW1A', place: 'London', latitude: 51.5018, longitude: -0.1415 },
    M1: { district: 'M1', place: 'Manchester', latitude: 53.4794, longitude: -2.2453 },
    EH1: { district: 'EH1', place: 'Edinburgh', latitude: 55.9521, longitude: -3.1899 },
  },
  Ireland: { D02: { district: 'D02', place: 'Dublin 2', latitude: 53.3382, longitude: -6.2591 } },
  'United States': { '10001': { district: '10001', place: 'New York', latitude: 40.7484, longitude: -73.9967 } },
};

const districtOf = (country: string, postcode: string): string =>
  country === 'United Kingdom' || country === 'Ireland' ? (postcode.split(' ')[0] ?? postcode) : postcode;

@Injectable()
export class PostcodeDirectory {
  locate(country: string, postcode: string): Promise<PostcodeArea | null> {
    const normalised = normalisePostcode(country, postcode);
    let key = districtOf(country, normalised);
    if (country === 'United Kingdom' && !normalised.includes(' ') && normalised.length > 4)
      key = normalised.slice(0, -3);
    if (country === 'Ireland' && !normalised.includes(' ') && normalised.length === 7) key = normalised.slice(0, 3);
    return Promise.resolve(KNOWN[country]?.[key] ?? null);
  }
}
