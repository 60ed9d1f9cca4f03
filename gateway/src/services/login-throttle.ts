import { DomainError } from './errors.js';

/** When a key (an account or a client address) starts to be slowed down, then refused. */
export interface ThrottleLimit {
  /** Failures within the window answered at full speed. */
  delayAfter: number;
  /** Failures within the window after which attempts are refused until old ones expire. */
  lockAfter: number;
}

export interface LoginThrottleOptions {
  windowMs?: number;
  account?: ThrottleLimit;
  /** Looser than per account: an office or a mobile carrier puts many shoppers behind one address. */
  address?: ThrottleLimit;
  /** Added per failure beyond `delayAfter`, up to `maxDelayMs`. */
  delayStepMs?: number;
  maxDelayMs?: number;
  /** Injected so tests control time instead of sleeping for minutes. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Bounds memory under a spray of made-up emails. */
  maxKeys?: number;
}

/**
 * Slows down and then refuses password guessing, per account (email) and per client address.
 *
 * Kept in memory: right for one gateway process, and it forgets on restart. Several gateway
 * processes would each count separately; they would need a shared store (PostgreSQL, Redis).
 * An attempt counts as a failure as soon as it starts and is taken back on success, so a burst
 * of parallel guesses cannot slip past the limit before the first one is recorded.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly limits: { account: ThrottleLimit; address: ThrottleLimit };
  private readonly delayStepMs: number;
  private readonly maxDelayMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: LoginThrottleOptions = {}) {
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.limits = {
      account: options.account ?? { delayAfter: 5, lockAfter: 10 },
      address: options.address ?? { delayAfter: 10, lockAfter: 50 },
    };
    this.delayStepMs = options.delayStepMs ?? 200;
    this.maxDelayMs = options.maxDelayMs ?? 2000;
    this.maxKeys = options.maxKeys ?? 50_000;
    // Looked up on each call (not captured) so a faked Date in tests applies.
    this.now = options.now ?? (() => Date.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * Call before checking a password: refuses with TOO_MANY_REQUESTS when a key is locked,
   * otherwise waits the growing delay and records the attempt as a failure until `succeeded`.
   */
  async attempt(email: string, address: string | undefined): Promise<void> {
    const keys = this.keysOf(email, address);
    let delay = 0;
    for (const { key, limit } of keys) {
      const recent = this.recent(key);
      if (recent.length >= limit.lockAfter) {
        // The key unlocks when enough failures have aged out of the window.
        const unlockAt = recent[recent.length - limit.lockAfter]! + this.windowMs;
        const minutes = Math.max(1, Math.ceil((unlockAt - this.now()) / 60_000));
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const over = recent.length - limit.delayAfter + 1;
      if (over > 0) delay = Math.max(delay, Math.min(this.maxDelayMs, over * this.delayStepMs));
    }
    for (const { key, limit } of keys) this.record(key, limit.lockAfter);
    if (delay > 0) await this.sleep(delay);
  }

  /** A successful sign-in clears the account's failures and takes back this attempt's address count. */
  succeeded(email: string, address: string | undefined): void {
    this.failures.delete(`account:${email}`);
    if (address) this.failures.get(`address:${address}`)?.pop();
  }

  private keysOf(email: string, address: string | undefined) {
    const keys = [{ key: `account:${email}`, limit: this.limits.account }];
    if (address) keys.push({ key: `address:${address}`, limit: this.limits.address });
    return keys;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private record(key: string, keep: number): void {
    const list = this.failures.get(key) ?? [];
    list.push(this.now());
    // Only the newest `keep` timestamps matter for the decision; older ones are dropped.
    if (list.length > keep) list.splice(0, list.length - keep);
    this.failures.delete(key); // re-insert so Map order is least-recently-failed first
    this.failures.set(key, list);
    if (this.failures.size > this.maxKeys) this.evict();
  }

  private evict(): void {
    for (const key of this.failures.keys()) {
      this.recent(key);
      if (this.failures.size <= this.maxKeys * 0.9) return;
    }
    for (const key of this.failures.keys()) {
      this.failures.delete(key);
      if (this.failures.size <= this.maxKeys * 0.9) return;
    }
  }
}
