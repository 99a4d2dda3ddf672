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
    `INSERT INTO services (id, host_id, title, description, type, service_mode, is_recurring, country, postcode, district, place,
       latitude, longitude, location, pricing_type, price_minor, currency, max_participants, details, status, photo_ids,
       created_at, updated_at)
     SELECT $1::uuid, $2::uuid, $3::text, 'A friendly service for families nearby.', $4::text, 'in_person', false, $5::text,
       $6::text, c.postcode, c.place, c.latitude, c.longitude, $7::text, $8::text,
       CASE WHEN $8::text = 'free' THEN NULL ELSE 1250 END, 'GBP', 3, '{}'::jsonb, $9::text, ARRAY[$10::uuid],
       $11::timestamptz, $11::timestamptz
     FROM postcode_centroids c WHERE c.country = $5::text AND c.postcode = $12::text
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
