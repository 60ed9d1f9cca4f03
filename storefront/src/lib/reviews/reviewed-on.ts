const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** India keeps one time all year: UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * "Reviewed in India on 12 March 2025", the date as the shop's shoppers keep time. Written by hand
 * rather than with Intl.DateTimeFormat, whose first use loads locale data before the page hydrates.
 */
export function reviewedOn(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `Reviewed in India on ${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** The mean to the half star the stars can show (4.3 shows as 4.5, 4.2 as 4). */
export const toHalfStar = (average: number) => Math.round(average * 2) / 2;

/** "4.3" for a mean: one decimal, as shoppers read ratings. */
export const oneDecimal = (average: number) => average.toFixed(1);
