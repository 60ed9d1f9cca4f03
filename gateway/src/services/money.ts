// Every amount inside the shop is whole paise (an integer, never a float of rupees). These are
// the two ways out: a number of rupees for the REST facade, whose clients expect 1499 rather
// than 149900, and text for people.

/** Paise to rupees as a number: 149900 → 1499. */
export const rupees = (paise: number): number => paise / 100;

/** Paise with Indian digit grouping and no symbol, as invoices print them: 1234567 → "12,345.67". */
export function amountText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise as people read them in India: 149900 → "₹1,499.00". */
export const formatRupees = (paise: number): string => `₹${amountText(paise)}`;
