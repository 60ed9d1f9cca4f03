// Formatted by hand rather than with Intl.NumberFormat: the first Intl formatter a page creates
// loads the browser's locale data, a long task on a phone before the page can hydrate.

/** Whole numbers grouped the Indian way: 1234567 → "12,34,567" (thousands, then lakhs and crores). */
export function groupIndian(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`;
}

/** Formats paise as rupees the Indian way: 129900 → "₹1,299.00". The one place money is formatted. */
export function formatINR(paise: number): string {
  const abs = Math.round(Math.abs(paise));
  return `${paise < 0 ? '-' : ''}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
