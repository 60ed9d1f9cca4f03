/** An order line as its paid value needs it (paise). */
export interface PaidLine {
  /** The line total after the sale price (OrderItem.discountedPrice). */
  discountedPrice: number;
  /** The line's share of a coupon or offer (OrderItem.couponDiscount). */
  couponDiscount: number;
  quantity: number;
}

/** What the shopper paid for the whole line: its total after the sale price, less its coupon share. */
export function linePaid(line: PaidLine): number {
  return Math.max(0, line.discountedPrice - line.couponDiscount);
}

/**
 * What `units` units of the line were paid, after `before` of its units were valued already (by
 * earlier returns): the paid value per unit is linePaid / quantity, and the units are valued as a
 * running share (floor of paid × units / quantity), so a line returned unit by unit gives back
 * exactly what was paid for it, never a paisa more or less. The one place a unit's value is worked out.
 */
export function unitsValue(line: PaidLine, units: number, before = 0): number {
  const paid = linePaid(line);
  const upTo = (n: number) => Math.floor((paid * Math.min(n, line.quantity)) / line.quantity);
  return upTo(before + units) - upTo(before);
}
