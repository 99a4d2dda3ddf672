import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isCountryName } from '@village/kit';
import { normalisePostcode, postcodeKey } from './postcode-format';

export { normalisePostcode } from './postcode-format';

/** Where a postcode is, as precisely as members may know it of each other: its district and that district's centre. */
export interface PostcodeArea {
  /** The centroid's key: UK outward code ('SW1A'), Irish routing key, Canadian FSA, Dutch digits, ZIP... */
  district: string;
  place: string | null;
  latitude: number;
  longitude: number;
}

interface CentroidRow {
  postcode: string;
  place: string | null;
  latitude: number;
  longitude: number;
}

/** The offline postcode centroids (GeoNames, CC BY 4.0) loaded into `postcode_centroids`. */
@Injectable()
export class PostcodeDirectory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The area of a postcode in one of the eleven countries (by name), or null when the data does not know it. */
  async locate(country: string, postcode: string): Promise<PostcodeArea | null> {
    if (!isCountryName(country)) return null;
    const key = postcodeKey(country, normalisePostcode(country, postcode));
    if (!key) return null;
    const rows = await this.dataSource.query<CentroidRow[]>(
      'SELECT postcode, place, latitude, longitude FROM postcode_centroids WHERE country = $1 AND postcode = $2',
      [country, key],
    );
    const row = rows[0];
    if (!row) return null;
    return { district: row.postcode, place: row.place, latitude: row.latitude, longitude: row.longitude };
  }
}
