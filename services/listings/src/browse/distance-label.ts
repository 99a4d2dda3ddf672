const METRES_PER_MILE = 1609.344;

export interface Distance {
  /** Miles to one decimal. */
  distanceMiles: number;
  /** What another member reads: 'less than a mile away', 'about 1 mile away', 'about 12 miles away'. */
  distanceLabel: string;
}

export function distanceOf(metres: number): Distance {
  const miles = metres / METRES_PER_MILE;
  const distanceMiles = Math.round(miles * 10) / 10;
  if (miles < 1) return { distanceMiles, distanceLabel: 'less than a mile away' };
  const whole = Math.round(miles);
  return { distanceMiles, distanceLabel: `about ${whole} ${whole === 1 ? 'mile' : 'miles'} away` };
}

export function milesToMetres(miles: number): number {
  return miles * METRES_PER_MILE;
}
