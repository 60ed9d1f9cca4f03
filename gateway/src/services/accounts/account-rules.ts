import { DomainError, invalidInput } from '../errors.js';

/**
 * Input rules for accounts, shared by signup, profile updates and password changes so each
 * rule exists once. Values arrive as `unknown` because the REST facade passes JSON bodies
 * through untouched: a number where a name belongs is a 400, never a crash.
 */

/** What a caller may send: every field optional and of any JSON type until checked. */
export type Unchecked<T> = { [K in keyof T]?: unknown };

const NAME_MAX = 100;
/** RFC 5321's longest address; also the most a sign-in's email may be before it is refused. */
export const EMAIL_MAX = 254;

/**
 * The spec shows no password rule, but a real shop needs one: at least 8 characters
 * (NIST SP 800-63B's minimum). The upper bound keeps a single request from feeding megabytes
 * into scrypt.
 */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

// Deliberately loose: one @, something on both sides, a dot in the domain, no spaces.
// Anything stricter rejects real addresses; whether a mailbox exists only a mail can tell.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

const labels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
};

/** A required text field, trimmed; missing, blank or non-text values are refused. */
export function requiredText(value: unknown, field: string, max = NAME_MAX): string {
  const label = labels[field] ?? field;
  if (value === undefined || value === null) throw invalidInput(`${label} is required`, field);
  if (typeof value !== 'string') throw invalidInput(`${label} must be text`, field);
  const trimmed = value.trim();
  if (!trimmed) throw invalidInput(`${label} is required`, field);
  if (trimmed.length > max) throw invalidInput(`${label} must be at most ${max} characters`, field);
  return trimmed;
}

/** An email address, trimmed and lower-cased: accounts are unique case-insensitively. */
export function checkEmail(value: unknown, field = 'email'): string {
  const email = requiredText(value, field, EMAIL_MAX).toLowerCase();
  if (!EMAIL_SHAPE.test(email)) throw invalidInput('Enter a valid email address', field);
  return email;
}

/** The email as typed at sign-in, normalised the same way but not judged (wrong = not found). */
export function normaliseEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** A new password. Not trimmed: spaces are legitimate password characters. */
export function checkNewPassword(value: unknown, field = 'password'): string {
  const label = labels[field] ?? field;
  if (value === undefined || value === null || value === '') throw invalidInput(`${label} is required`, field);
  if (typeof value !== 'string') throw invalidInput(`${label} must be text`, field);
  if (value.length < PASSWORD_MIN) throw invalidInput(`${label} must be at least ${PASSWORD_MIN} characters`, field);
  if (value.length > PASSWORD_MAX) throw invalidInput(`${label} must be at most ${PASSWORD_MAX} characters`, field);
  return value;
}

/** A password being presented (sign-in, current password): only its presence is checked. */
export function presentedPassword(value: unknown, field = 'password'): string {
  const label = labels[field] ?? field;
  if (typeof value !== 'string' || value === '') throw invalidInput(`${label} is required`, field);
  return value;
}

const DUPLICATE_EMAIL = 'An account with this email already exists';

/** Sign-up or a profile change named an email another account has. */
export const duplicateEmail = () => new DomainError('CONFLICT', DUPLICATE_EMAIL, 'email');
