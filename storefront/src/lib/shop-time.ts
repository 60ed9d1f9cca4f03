/**
 * The shop's time zone (the gateway's SHOP_TIME_ZONE, India time by default): every date and time
 * a page shows is in it, whatever zone the browser (or the server that renders the page) is in, so
 * the same moment reads the same on the order page, in the back office, in the mails and on the
 * invoice. The one formatter of dates and times for every page.
 *
 * Where the zone comes from: on the server, the render request (entry-server.tsx calls
 * setShopTimeZone before rendering); in the browser, the page's <html data-time-zone="…">, which
 * the gateway writes on every page it sends, the server-rendered ones and the back office's frame
 * alike, so the browser's first render reads as the server's HTML did (no hydration mismatch).
 * Anywhere else (component tests) the gateway's default.
 */
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

let given: string | undefined;

/** Sets the zone (the server renderer, before it renders). */
export function setShopTimeZone(zone: string | undefined): void {
  given = zone || undefined;
}

/** The shop's zone, an IANA name. */
function shopTimeZone(): string {
  if (given) return given;
  const fromPage = typeof document === 'undefined' ? undefined : document.documentElement.dataset.timeZone;
  return fromPage || DEFAULT_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string, options: Intl.DateTimeFormatOptions, locale = 'en-IN'): Intl.DateTimeFormat {
  const key = `${zone}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** A formatter in the shop's zone, as it is when called: shopFormatter({ dateStyle: 'medium' }).format(date). */
export function shopFormatter(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): { format(at: Date): string } {
  return { format: (at) => formatIn(shopTimeZone(), options).format(at) };
}

/** '23 Nov 2026, 9:05 pm' */
export const dateTimeText = shopFormatter({ dateStyle: 'medium', timeStyle: 'short' });

/** '23 Nov 2026' */
export const shortDateText = shopFormatter({ day: 'numeric', month: 'short', year: 'numeric' });

/** '23 November 2026' */
export const longDateText = shopFormatter({ day: 'numeric', month: 'long', year: 'numeric' });

/** '23 November' */
export const dayMonthText = shopFormatter({ day: 'numeric', month: 'long' });

/** '9:05 pm' */
export const timeText = shopFormatter({ hour: 'numeric', minute: '2-digit' });

/** The zone as people name it: "India Standard Time" (long), "IST" (short); "Eastern Time", "New York Time". */
export function shopZoneName(style: 'long' | 'short' = 'long', at = new Date()): string {
  const timeZoneName = style === 'long' ? 'longGeneric' : 'shortGeneric';
  const part = formatIn(shopTimeZone(), { timeZoneName })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? shopTimeZone();
}

/** A moment as pages show it, or a dash when there is none. */
export const at = (iso: string | null | undefined): string => (iso ? dateTimeText.format(new Date(iso)) : '—');

/** Zones that keep one offset all year, in minutes: their days are counted without Intl (see shopDay). */
const FIXED_OFFSETS: Record<string, number> = { [DEFAULT_TIME_ZONE]: 330, UTC: 0, 'Etc/UTC': 0 };

/** Minutes the shop's zone is ahead of UTC at an instant. */
function offsetMinutes(at: Date, zone = shopTimeZone()): number {
  const fixed = FIXED_OFFSETS[zone];
  if (fixed !== undefined) return fixed;
  const parts: Record<string, number> = {};
  const format = formatIn(
    zone,
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
    'en-US',
  );
  for (const p of format.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The shop's calendar day of a moment, "2026-11-28". Counted by hand for a zone of one offset
 * (India's): the product page's review dates use it while the page hydrates, before which the
 * first use of Intl.DateTimeFormat would load its locale data.
 */
export function shopDay(at: Date | string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return new Date(instant.getTime() + offsetMinutes(instant) * 60_000).toISOString().slice(0, 10);
}

/** The shop's month of a moment, "2026-11". */
export const shopMonth = (at: Date | string = new Date()): string => shopDay(at).slice(0, 7);

/** The calendar day `days` after (or before) a day: addDays('2026-03-01', -1) → '2026-02-28'. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The moment the shop's clock reads a wall time (milliseconds of it read as UTC). A time the clock
 * skips (a spring-forward gap) is read as the same length of time after the gap began; one it
 * reads twice, the earlier.
 */
function instantOf(wall: number): number {
  const before = offsetMinutes(new Date(wall - 86_400_000));
  const after = offsetMinutes(new Date(wall + 86_400_000));
  const fits = [before, after]
    .filter((offset) => offsetMinutes(new Date(wall - offset * 60_000)) === offset)
    .map((offset) => wall - offset * 60_000);
  return fits.length ? Math.min(...fits) : wall - before * 60_000;
}

/** The first moment of a shop day ("2026-11-02") as an ISO time. */
function shopDayStart(day: string): string {
  return new Date(instantOf(Date.parse(`${day}T00:00:00Z`))).toISOString();
}

/** A moment as a datetime-local input's value ("2026-11-02T09:30"), on the shop's clock; '' for none. */
export function shopLocalInput(iso: unknown): string {
  if (!iso) return '';
  const d = new Date(String(iso));
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() + offsetMinutes(d) * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value ("2026-11-02T09:30"), read on the shop's clock, as an ISO time; null for none. */
export function fromShopLocalInput(value: string): string | null {
  const wall = Date.parse(`${value}:00Z`);
  return value && !Number.isNaN(wall) ? new Date(instantOf(wall)).toISOString() : null;
}

/** A whole shop day ("2026-11-02") as the moments it runs between, first and last millisecond; null for no such day. */
export function shopDayRange(day: string): { from: string; to: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  return { from: shopDayStart(day), to: new Date(Date.parse(shopDayStart(addDays(day, 1))) - 1).toISOString() };
}
