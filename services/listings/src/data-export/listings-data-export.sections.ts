import type { DataExportSections } from '@village/kit';

export const LISTINGS_DATA_EXPORT: DataExportSections = {
  services: `SELECT id, title, description, type, service_mode, date_time, is_recurring, recurring_pattern, location,
      country, postcode, district, place, latitude, longitude, virtual_link, pricing_type, price_minor, currency,
      max_participants, audience_limitations, availability_notes, details, cancellation_policy, status, photo_ids, created_at, updated_at
    FROM services WHERE host_id = $1 ORDER BY created_at`,
};
