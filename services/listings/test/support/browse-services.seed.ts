import { randomUUID } from 'node:crypto';
import type { ServiceTestApp } from '../../../../tests/support/service-test-app';

export interface SeededService {
  id: string;
  hostId: string;
  title: string;
}

export interface SeedOptions {
  hostId?: string;
  title?: string;
  type?: string;
  country?: string;
  /** A full postcode; its centroid (by `key`) gives district, place and coordinates. */
  postcode: string;
  key: string;
  pricingType?: string;
  status?: string;
  location?: string;
  createdAt?: Date;
}

/** A `services` row as listings-core would store it, placed at its postcode district's centroid. */
export async function seedService(app: ServiceTestApp, options: SeedOptions): Promise<SeededService> {
  const id = randomUUID();
  const hostId = options.hostId ?? randomUUID();
  const title = options.title ?? `Service ${options.key}`;
  const country = options.country ?? 'United Kingdom';
  const createdAt = options.createdAt ?? new Date();
  const rows = await app.sql(
    `INSERT INTO services (id, host_id, title, description, type, service_mode, country, postcode, district, place,
       latitude, longitude, location, pricing_type, price_minor, currency, max_participants, details, status, photo_ids,
       created_at, updated_at)
     SELECT $1, $2, $3, 'A friendly service for families nearby.', $4, 'in_person', $5, $6, c.postcode, c.place,
       c.latitude, c.longitude, $7, $8, CASE WHEN $8 = 'free' THEN NULL ELSE 1250 END, 'GBP', 3, '{}'::jsonb, $9,
       ARRAY[$10::uuid], $11, $11
     FROM postcode_centroids c WHERE c.country = $5 AND c.postcode = $12
     RETURNING id`,
    [
      id,
      hostId,
      title,
      options.type ?? 'childcare',
      country,
      options.postcode,
      options.location ?? '1 Exact Street',
      options.pricingType ?? 'free',
      options.status ?? 'active',
      randomUUID(),
      createdAt,
      options.key,
    ],
  );
  if (rows.length !== 1) throw new Error(`no centroid ${country} ${options.key}`);
  return { id, hostId, title };
}

export async function block(app: ServiceTestApp, blockerId: string, blockedId: string): Promise<void> {
  await app.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blockerId, blockedId]);
}
