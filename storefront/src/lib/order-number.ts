/**
 * The order's number as shoppers and staff quote it ('#IHIR5KE0'): the last eight characters of its
 * id in capitals. The same on the order page, in the back office, in the mails and on the invoice.
 */
export function orderNumber(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}
