const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "Reviewed in India on 12 March 2025", the date as the shop's shoppers keep time. */
export function reviewedOn(iso: string): string {
  return `Reviewed in India on ${longDate.format(new Date(iso))}`;
}

/** The mean to the half star the stars can show (4.3 shows as 4.5, 4.2 as 4). */
export const toHalfStar = (average: number) => Math.round(average * 2) / 2;

/** "4.3" for a mean: one decimal, as shoppers read ratings. */
export const oneDecimal = (average: number) => average.toFixed(1);
