import { GST_STATES } from '../geography/states.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the
 * registration's number within that PAN and state (1-9, then A-Z), "Z" by default, and a check
 * character.
 */
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/**
 * The check character of the first 14 characters: each character's value (0-9, A=10 … Z=35) is
 * multiplied by 1 and 2 alternately; each product adds its base-36 digits (product div 36 plus
 * product mod 36); the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN, in words, or null when it is a well-formed one. */
export function gstinProblem(value: string): string | null {
  const match = SHAPE.exec(value);
  if (!match) {
    return 'a GSTIN is 15 characters: 2-digit state code, 10-character PAN, entity number, Z, check character (e.g. 29ABCDE1234F1Z5)';
  }
  const [, state] = match;
  if (!GST_STATES[state!]) return `${state} is not a GST state code`;
  const expected = gstinCheckCharacter(value.slice(0, 14));
  if (value[14] !== expected)
    return `its check character is ${value[14]}, but the first 14 characters give ${expected}`;
  return null;
}

/** The state code a GSTIN is registered in (its first two digits). */
export const gstinState = (gstin: string): string => gstin.slice(0, 2);
