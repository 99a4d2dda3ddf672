/** Whether a major-unit amount has at most two decimals (12.5 and 12.50 do; 12.505 does not). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Major units (12.5) to integer minor units (1250); the amount has at most two decimals. */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);

/** Integer minor units (1250) to major units (12.5). */
export const toMajorUnits = (minor: number): number => minor / 100;
