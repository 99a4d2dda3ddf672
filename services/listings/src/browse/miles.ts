const METRES_PER_MILE = 1609.344;

export const milesToMetres = (miles: number): number => miles * METRES_PER_MILE;

export const metresToMiles = (metres: number): number => metres / METRES_PER_MILE;
