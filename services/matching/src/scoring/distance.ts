const EARTH_RADIUS_MILES = 3958.8;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in miles between two district centres (haversine). */
export function milesBetween(one: Coordinates, other: Coordinates): number {
  const dLat = radians(other.latitude - one.latitude);
  const dLon = radians(other.longitude - one.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(one.latitude)) * Math.cos(radians(other.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Degrees of latitude and longitude around a point that hold every point within `miles` (for the index's box). */
export function boundingBox(
  centre: Coordinates,
  miles: number,
): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const latDelta = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.max(Math.cos(radians(centre.latitude)), 0.01);
  const lonDelta = Math.min(180, latDelta / cosLat);
  return {
    minLat: centre.latitude - latDelta,
    maxLat: centre.latitude + latDelta,
    minLon: centre.longitude - lonDelta,
    maxLon: centre.longitude + lonDelta,
  };
}
