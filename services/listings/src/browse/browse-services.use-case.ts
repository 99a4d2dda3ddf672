import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { postcodeUnknown, serviceInvalid } from '../listings.errors';
import { isCountryName, type CountryName } from '@village/kit';
import { PostcodeDirectory, type PostcodeArea } from '../places/postcode-directory';
import { currentServiceType } from '../service-types/older-type-keys';
import { decodeCursor, encodeCursor, type BrowseCursor } from './browse-cursor';
import { browseServicesSql, type BrowseSqlCriteria } from './browse-services.sql';
import { serviceAsSeenBy, type ServiceView } from '../service-model/service-view';
import { metresToMiles, milesToMetres } from './miles';
import { serviceOfRow, type BrowsedServiceRow } from './service-row';

/** What a member asks browse for, as either transport received it (nothing checked yet). */
export interface BrowseServicesInput {
  type?: string | null;
  country?: string | null;
  /** Only services within 25 miles of this postcode, nearest first. */
  postcode?: string | null;
  freeOnly?: boolean | null;
  /** Nearest first from this postcode (in `nearCountry`), with distances, no radius. */
  near?: string | null;
  nearCountry?: string | null;
  first?: number | null;
  after?: string | null;
}

export interface ServicePageView {
  services: ServiceView[];
  nextCursor: string | null;
}

export const BROWSE_RADIUS_MILES = 25;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
const DEFAULT_COUNTRY: CountryName = 'United Kingdom';

type BrowseRow = BrowsedServiceRow & { sort_key: number | string };

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const milesOf = (row: BrowseRow): number | null =>
  row.distance_metres === null || row.distance_metres === undefined ? null : metresToMiles(row.distance_metres);

const invalid = (field: string, message: string) => serviceInvalid(message, { [field]: message });

/** One page of the active services a member may see, filtered on the server, nearest or newest first. */
@Injectable()
export class BrowseServicesUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly postcodes: PostcodeDirectory,
  ) {}

  async execute(viewerId: string, input: BrowseServicesInput): Promise<ServicePageView> {
    const criteria = await this.criteriaOf(viewerId, input);
    const pageSize = criteria.limit - 1;
    const { text, values } = browseServicesSql(criteria);
    const rows = await this.dataSource.query<BrowseRow[]>(text, values);
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    return {
      services: page.map((row) => serviceAsSeenBy(serviceOfRow(row), viewerId, milesOf(row))),
      nextCursor: rows.length > pageSize && last ? encodeCursor({ key: last.sort_key, id: last.id }) : null,
    };
  }

  private async criteriaOf(viewerId: string, input: BrowseServicesInput): Promise<BrowseSqlCriteria> {
    const typeKey = present(input.type);
    const type = typeKey === undefined ? undefined : currentServiceType(typeKey);
    if (typeKey !== undefined && !type) throw invalid('type', 'Unknown service type');
    const country = present(input.country);
    if (country !== undefined && !isCountryName(country)) throw invalid('country', 'Unknown country');
    const first = input.first ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw invalid('first', `first must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const postcode = present(input.postcode);
    const near = present(input.near);
    const nearCountry = present(input.nearCountry) ?? country ?? DEFAULT_COUNTRY;
    if (!isCountryName(nearCountry)) throw invalid('nearCountry', 'Unknown country');
    const radiusCentre = postcode ? await this.locate('postcode', country ?? DEFAULT_COUNTRY, postcode) : undefined;
    const origin = near ? await this.locate('near', nearCountry, near) : radiusCentre;
    const after = present(input.after);
    let cursor: BrowseCursor | undefined;
    if (after !== undefined) {
      const decoded = decodeCursor(after);
      if (!decoded || typeof decoded.key !== (origin ? 'number' : 'string')) {
        throw invalid('after', 'This page link is no longer valid');
      }
      cursor = decoded;
    }
    return {
      viewerId,
      type,
      country,
      freeOnly: input.freeOnly === true,
      within: radiusCentre && { ...radiusCentre, radiusMetres: milesToMetres(BROWSE_RADIUS_MILES) },
      origin,
      after: cursor,
      limit: first + 1,
    };
  }

  private async locate(field: string, country: string, postcode: string): Promise<PostcodeArea> {
    const area = await this.postcodes.locate(country, postcode);
    if (!area) throw postcodeUnknown(country, field);
    return area;
  }
}
