const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Formats paise as rupees the Indian way: 129900 → "₹1,299.00". The one place money is formatted. */
export function formatINR(paise: number): string {
  return inr.format(paise / 100);
}
