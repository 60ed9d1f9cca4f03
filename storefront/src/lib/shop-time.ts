/**
 * The shop keeps India time: every date and time a page shows is in this zone, whatever zone the
 * browser (or the server that renders the page) is in, so the same moment reads the same on the
 * order page, in the back office, in the mails and on the invoice.
 */
const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** '23 Nov 2026, 9:05 pm' */
export const dateTimeText = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** '23 Nov 2026' */
export const shortDateText = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** '23 November 2026' */
export const longDateText = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** '23 November' */
export const dayMonthText = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  timeZone: SHOP_TIME_ZONE,
});

/** '9:05 pm' */
export const timeText = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** A moment as pages show it, or a dash when there is none. */
export const at = (iso: string | null | undefined): string => (iso ? dateTimeText.format(new Date(iso)) : '—');
