import type { PrismaClient } from '../../db/generated/client/client.js';
import { tooManyRequests } from '../errors.js';
import { ThrottleCounters, type Count } from '../throttle-counters.js';

export interface LoginThrottleOptions {
  windowMs?: number;
  /** Wrong passwords for one account from one address before that pair is refused. */
  pairRefuseAfter?: number;
  /** Wrong passwords for one account (from anywhere) answered at full speed; later ones wait. Never refused. */
  accountDelayAfter?: number;
  /** Wrong passwords from one address (any account): slowed after the first, refused after the second. */
  addressDelayAfter?: number;
  addressRefuseAfter?: number;
  /** Accounts created from one address per window. */
  signupsPerAddress?: number;
  /** Added per failure beyond a delay threshold, up to `maxDelayMs`. */
  delayStepMs?: number;
  maxDelayMs?: number;
  /** Injected so tests control time instead of waiting for minutes. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const minutesUntil = (resetAt: Date, now: number) => Math.max(1, Math.ceil((resetAt.getTime() - now) / 60_000));
const tryAgain = (m: number) => `Try again in ${m} minute${m === 1 ? '' : 's'}.`;

/**
 * Keeps password guessing slow without handing strangers a way to lock anyone out
 * (docs/decisions/004). Counters live in the database, so several gateway processes act as one.
 *
 * - account + address: the only hard refusal for a single account; a stranger elsewhere
 *   cannot reach the owner's pair.
 * - account: slowed down, never refused, so a distributed guesser gains little and the owner
 *   still gets in (a few seconds later at worst).
 * - address: limits high enough for an office or a carrier NAT; stops one address from
 *   spraying guesses over many accounts.
 *
 * An attempt counts as a failure as soon as it starts and is taken back on success, so a burst
 * of parallel guesses cannot slip past a limit before the first one is recorded.
 */
export class LoginThrottle {
  private readonly counters: ThrottleCounters;
  private readonly o: Required<Omit<LoginThrottleOptions, 'now' | 'sleep'>>;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(prisma: PrismaClient, options: LoginThrottleOptions = {}) {
    this.o = {
      windowMs: options.windowMs ?? 15 * 60_000,
      pairRefuseAfter: options.pairRefuseAfter ?? 10,
      accountDelayAfter: options.accountDelayAfter ?? 5,
      addressDelayAfter: options.addressDelayAfter ?? 30,
      addressRefuseAfter: options.addressRefuseAfter ?? 300,
      signupsPerAddress: options.signupsPerAddress ?? 20,
      delayStepMs: options.delayStepMs ?? 200,
      maxDelayMs: options.maxDelayMs ?? 2000,
    };
    // Looked up on each call (not captured) so a faked Date in tests applies.
    this.now = options.now ?? (() => Date.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.counters = new ThrottleCounters(prisma, () => this.now());
  }

  /**
   * Call before checking a password for `email`: refuses with TOO_MANY_REQUESTS (and Retry-After)
   * when the pair or the address is over its limit; otherwise waits the growing delay.
   */
  async attempt(email: string, address: string | undefined): Promise<void> {
    const keys = {
      pair: `pair:${email}|${address ?? '-'}`,
      account: `account:${email}`,
      address: `address:${address}`,
    };
    const counts = await this.counters.hit(
      address ? [keys.pair, keys.account, keys.address] : [keys.pair, keys.account],
      this.o.windowMs,
    );
    const pair = counts.get(keys.pair)!;
    const byAddress = counts.get(keys.address);
    this.refuseOver(pair, this.o.pairRefuseAfter, 'Too many wrong passwords for this account.');
    if (byAddress) this.refuseOver(byAddress, this.o.addressRefuseAfter, 'Too many wrong passwords from your network.');
    const delay = Math.max(
      this.delayFor(counts.get(keys.account)!.hits, this.o.accountDelayAfter),
      byAddress ? this.delayFor(byAddress.hits, this.o.addressDelayAfter) : 0,
    );
    if (delay > 0) await this.sleep(delay);
  }

  /** The password was right: the account's failures are forgotten and this attempt taken back. */
  async succeeded(email: string, address: string | undefined): Promise<void> {
    await this.counters.clear([`pair:${email}|${address ?? '-'}`, `account:${email}`]);
    if (address) await this.counters.takeBack(`address:${address}`);
  }

  /** Call before hashing a new account's password: refuses past the per-address allowance. */
  async signup(address: string | undefined): Promise<void> {
    const key = `signup:${address ?? '-'}`;
    const count = (await this.counters.hit([key], this.o.windowMs)).get(key)!;
    this.refuseOver(count, this.o.signupsPerAddress, 'Too many new accounts from your network.');
  }

  private refuseOver(count: Count, limit: number, why: string): void {
    if (count.hits <= limit) return;
    const now = this.now();
    throw tooManyRequests(
      `${why} ${tryAgain(minutesUntil(count.resetAt, now))}`,
      (count.resetAt.getTime() - now) / 1000,
    );
  }

  /** Nothing up to `after` hits, then one step more per hit, capped. */
  private delayFor(hits: number, after: number): number {
    const over = hits - after;
    return over > 0 ? Math.min(this.o.maxDelayMs, over * this.o.delayStepMs) : 0;
  }
}
