const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** 3480 → "£34.80". */
export const pounds = (minor: number): string => POUNDS.format(minor / 100);

/** An ISO instant → "1 Mar 2030", in London. */
export const dayOf = (iso: string): string => DAY.format(new Date(iso));

const monthStart = (month: string): Date => new Date(`${month}-01T00:00:00Z`);

/** "2030-03" → "Mar 2030". */
export const monthName = (month: string): string => MONTH.format(monthStart(month));

/** "2030-03" → "Mar". */
export const shortMonthName = (month: string): string => SHORT_MONTH.format(monthStart(month));

/** "0.1300" → "13.0%"; none → "–". */
export const percent = (fraction: string | null): string =>
  fraction === null ? '–' : `${(Number(fraction) * 100).toFixed(1)}%`;

/** The first eight characters of a payment id, as a reference a person can read out. */
export const transactionReference = (id: string): string => id.slice(0, 8).toUpperCase();

const STATUS_WORDS: Record<string, string> = {
  captured: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const statusWords = (status: string): string => STATUS_WORDS[status] ?? status.replaceAll('_', ' ');
