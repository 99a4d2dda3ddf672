import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isCountryName, normalisePostcode, postcodeKey, type PostcodeArea } from '@village/kit';

export { normalisePostcode, type PostcodeArea } from '@village/kit';

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
