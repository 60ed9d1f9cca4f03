import { invalidInput } from '../services/errors.js';

// The REST facade's query-string spelling, shared by its routes: empty means "not given", whole
// numbers as digits, lists as commas or repeated parameters. What the values mean is the services' rule.

/** One text value, trimmed; empty means "not given", as the admin screens send `stock=&category=`. */
export function textParam(value: unknown, name: string): string | undefined {
  if (Array.isArray(value)) throw invalidInput(`${name} must be given once`, name);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value !== undefined && typeof value !== 'string') throw invalidInput(`${name} is not readable`, name);
  return undefined;
}

/** Parses an optional whole-number query parameter, or explains what is wrong with it. */
export function intParam(value: unknown, name: string): number | undefined {
  const raw = textParam(value, name);
  if (raw === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(raw)) throw invalidInput(`${name} must be a whole number`, name);
  return Number(raw);
}

/**
 * A comma list or repeated parameters, trimmed: `?status=SHIPPED,DELIVERED` or
 * `?status=shipped&status=delivered`; null when nothing is given.
 */
export function commaList(value: unknown): string[] | null {
  if (value === undefined) return null;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const names = parts.map((p) => p.trim()).filter(Boolean);
  return names.length ? names : null;
}
