/**
 * The shop's one time zone (SHOP_TIME_ZONE, India time by default): every date and time the
 * gateway writes (mails, invoices, credit notes, labels, the courier pages) and every day or month
 * it counts by (the dashboard, GST months, coupon days, return windows) is the shop's, whatever
 * zone the server runs in. Offsets come from Intl for the instant in question, never from a fixed
 * number, so a zone with daylight saving gets its days and months right (India has none).
 *
 * The zone is one per process: set once at start (startGateway), read everywhere through this
 * module. The database keeps a copy for its triggers (shop-time-sync.ts).
 */

/** India Standard Time: the zone when SHOP_TIME_ZONE is unset. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Kolkata';

let zone = DEFAULT_SHOP_TIME_ZONE;

/** Why `name` is not a time zone this runtime knows, or null when it is one (an IANA name such as Asia/Kolkata). */
export function timeZoneProblem(name: string): string | null {
  if (!name.trim()) return 'it is empty';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return null;
  } catch {
    return 'it is not a time zone name this runtime knows (an IANA name such as Asia/Kolkata or America/New_York)';
  }
}

/** Makes `name` the shop's zone for this process; throws on a name Intl does not know. */
export function setShopTimeZone(name: string = DEFAULT_SHOP_TIME_ZONE): string {
  const problem = timeZoneProblem(name);
  if (problem) throw new Error(`"${name}" is not a time zone: ${problem}`);
  zone = name.trim();
  return zone;
}

/** The shop's zone, an IANA name. */
export const shopTimeZone = (): string => zone;

const formats = new Map<string, Intl.DateTimeFormat>();

/** An Intl formatter in the shop's zone (one per zone and options, made once). */
export function shopFormat(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  locale = 'en-IN',
): Intl.DateTimeFormat {
  const key = `${zone}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The shop's wall clock at an instant. */
export function wallClock(at: Date, timeZone = zone): WallClock {
  const parts: Record<string, number> = {};
  const format = wallFormat(timeZone);
  for (const p of format.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at an instant (330 for India; -300 or -240 for New York). */
export function offsetMinutes(at: Date, timeZone = zone): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant the shop's clock reads this wall time. A time the clock skips (a spring-forward gap)
 * is read as the same length of time after the gap began, as clocks are set forward; a time it
 * reads twice (falling back) is the earlier.
 */
export function shopInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  timeZone = zone,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offsets in force a day before and a day after: equal unless the clock changes near.
  const before = offsetMinutes(new Date(wall - 86_400_000), timeZone);
  const after = offsetMinutes(new Date(wall + 86_400_000), timeZone);
  const reads = (offset: number) => offsetMinutes(new Date(wall - offset * 60_000), timeZone) === offset;
  const fits = [before, after].filter(reads).map((offset) => wall - offset * 60_000);
  // Read twice: the earlier; once: that one; never (a gap): as the clock before the change would read it.
  return new Date(fits.length ? Math.min(...fits) : wall - before * 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The shop's calendar day of an instant: "2026-11-28". */
export function shopDay(at: Date): string {
  const w = wallClock(at);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day "YYYY-MM-DD" as numbers, or null when it is no such day ("2026-02-31"). */
export function parseDay(day: string): { year: number; month: number; day: number } | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [year, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, d));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== d) return null;
  return { year, month, day: d };
}

/** The first instant of a shop day ("2026-11-02"); null for anything that is not a calendar day. */
export function shopDayStart(day: string): Date | null {
  const d = parseDay(day);
  return d ? shopInstant(d.year, d.month, d.day) : null;
}

/** The calendar day `days` after (or before) `day`: addDays("2026-03-01", -1) → "2026-02-28". */
export function addDays(day: string, days: number): string {
  const d = parseDay(day);
  if (!d) throw new Error(`"${day}" is not a day`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/** The first instant of the shop month that `now` is in. */
export function monthStart(now: Date): Date {
  const w = wallClock(now);
  return shopInstant(w.year, w.month, 1);
}

/** A month "YYYY-MM" as the instants it runs between: its first shop midnight to the next month's. */
export function monthBounds(year: number, month: number): { from: Date; to: Date } {
  return {
    from: shopInstant(year, month, 1),
    to: shopInstant(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1),
  };
}

/**
 * A formatter that writes in the shop's zone as it is when called (modules load before the start
 * sets the zone): shopFormatter({ dateStyle: 'medium' }).format(at) → "28 Nov 2026".
 */
export function shopFormatter(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  locale = 'en-IN',
): { format(at: Date): string } {
  return { format: (at) => shopFormat(options, locale).format(at) };
}

/** The zone's name as people read it at an instant: "India Standard Time", "Eastern Daylight Time". */
export function shopZoneName(at: Date): string {
  const parts = shopFormat({ timeZoneName: 'long' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
