/** What anyone may know of where a service is: the postcode district, its place, and how far it is. */
export interface ServiceArea {
  district: string;
  place: string | null;
  /** Miles from the viewer's postcode, to one decimal; null unless browsing near a postcode. */
  distanceMiles: number | null;
  /** 'less than a mile away', 'about 1 mile away', 'about 3 miles away'; null without a distance. */
  distanceLabel: string | null;
}

/** A distance as members read it: never more exact than whole miles. */
export function distanceLabel(miles: number): string {
  if (miles < 1) return 'less than a mile away';
  const rounded = Math.round(miles);
  return rounded === 1 ? 'about 1 mile away' : `about ${rounded} miles away`;
}

/** The area of a service, with the distance from the viewer's postcode when there is one. */
export function serviceArea(
  where: { district: string; place: string | null },
  distanceMiles?: number | null,
): ServiceArea {
  const known = distanceMiles !== undefined && distanceMiles !== null && Number.isFinite(distanceMiles);
  return {
    district: where.district,
    place: where.place,
    distanceMiles: known ? Math.round(distanceMiles * 10) / 10 : null,
    distanceLabel: known ? distanceLabel(distanceMiles) : null,
  };
}
