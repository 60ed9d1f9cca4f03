import { shopDay } from '../shop-time';

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
/**
 * "Reviewed in India on 12 March 2025" (the marketplace's phrase), the day in the shop's time zone.
 * Written by hand rather than with Intl.DateTimeFormat, whose first use loads locale data before
 * the page hydrates (shopDay counts India's days without it).
 */
export function reviewedOn(iso: string): string {
  const [year, month, day] = shopDay(iso).split('-').map(Number) as [number, number, number];
  return `Reviewed in India on ${day} ${MONTHS[month - 1]} ${year}`;
}

/** The mean to the half star the stars can show (4.3 shows as 4.5, 4.2 as 4). */
export const toHalfStar = (average: number) => Math.round(average * 2) / 2;

/** "4.3" for a mean: one decimal, as shoppers read ratings. */
export const oneDecimal = (average: number) => average.toFixed(1);
