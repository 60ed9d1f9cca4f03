/** Paise as an invoice prints them, Indian grouping, no symbol: 1234567 → "12,345.67". */
export function amountText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

/** With the rupee sign: "₹12,345.67". */
export const rupees = (paise: number): string => `₹${amountText(paise)}`;

/** A rate in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export const rateText = (rate: number): string => `${rate / 100}%`;

/** The India date of a moment, as invoices write it: "10 May 2026". */
export function dateText(at: Date): string {
  return at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
