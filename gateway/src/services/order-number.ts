/**
 * The order's number as shoppers and staff quote it ('#IHIR5KE0'): the last eight characters of its
 * id in capitals — the same on the pages, in the mails and on the tax documents.
 */
export function orderNumber(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}
