/** A rate in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export const rateText = (rate: number): string => `${rate / 100}%`;

/** The India date of a moment, as invoices write it: "10 May 2026". */
export function dateText(at: Date): string {
  return at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
