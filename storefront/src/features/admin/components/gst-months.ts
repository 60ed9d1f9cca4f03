import { shopMonth } from '../../../lib/shop-time';

const label = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month now in the shop's time zone, YYYY-MM. */
export function currentMonth(now = new Date()): string {
  return shopMonth(now);
}

/** The last `count` months (in the shop's time zone), newest first, as options: { value: '2026-05', label: 'May 2026' }. */
export function recentMonths(count = 24, now = new Date()): { value: string; label: string }[] {
  const [year, month] = currentMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - i, 1));
    return { value: first.toISOString().slice(0, 7), label: label.format(first) };
  });
}
