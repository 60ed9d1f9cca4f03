import { shopFormat } from '../shop-time.js';

/** A rate in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export const rateText = (rate: number): string => `${rate / 100}%`;

/** The shop's date of a moment, as invoices write it: "10 May 2026". */
export function dateText(at: Date): string {
  return shopFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(at);
}
