import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters; every hash carries its own, so stored hashes verify whatever is set now. */
export interface PasswordWork {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt setting: N=2^17, r=8, p=1 (128 MiB of memory per hash).
export const PASSWORD_WORK: PasswordWork = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

// Checked when the email is unknown, so an unknown email costs as long as a wrong password and
// response times do not reveal which emails have accounts. A fixed hash (PASSWORD_WORK) of a
// random password nobody kept: not a secret, and no hashing at start-up.
const DUMMY_HASH =
  'scrypt$131072$8$1$rNB8eV50HXpV8/UuJjTZvg==$Co75Lnv54TEwWlQMVgeQ6Hqk9JXcpIf8bEJgCZ8vKd7C8l9gmUROBrU4BttS8WegMiU2Tm+SqCf+stytlsv4JQ==';

let work = PASSWORD_WORK;
let dummy: { work: PasswordWork; hash: Promise<string> } | undefined;

/**
 * Sets the cost of new hashes in this process. Only test runs lower it (hundreds of sign-ins at
 * 128 MiB and a core-second each would dominate the suite); the shop always hashes at PASSWORD_WORK.
 */
export function setPasswordWork(next: PasswordWork): void {
  work = next;
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password with scrypt; the result carries its parameters so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = work;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, KEY_LENGTH);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash at the current cost that no password matches, to check unknown emails against. */
export function unknownAccountHash(): Promise<string> {
  if (work === PASSWORD_WORK) return Promise.resolve(DUMMY_HASH);
  if (dummy?.work !== work) dummy = { work, hash: hashPassword(randomBytes(24).toString('base64url')) };
  return dummy.hash;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
