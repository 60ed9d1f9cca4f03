// Every amount inside the shop is whole paise (an integer, never a float of rupees). These are
// the two ways out: a number of rupees for the REST facade, whose clients expect 1499 rather
// than 149900, and text for people.

/** Paise to rupees as a number: 149900 → 1499. */
export const rupees = (paise: number): number => paise / 100;

/** Paise as people read them in India: 149900 → "₹1,499.00". */
export const formatRupees = (paise: number): string =>
  `₹${rupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
