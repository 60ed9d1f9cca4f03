import type { PrismaClient } from '../../db/generated/client/client.js';
import { tooManyRequests } from '../errors.js';
import { ThrottleCounters } from '../throttle-counters.js';

export interface ReviewThrottleOptions {
  windowMs?: number;
  /** Ratings and reviews written, changed or deleted by one shopper per window. */
  writesPerWindow?: number;
  /** Helpful votes given or taken back by one shopper per window. */
  votesPerWindow?: number;
  /** Injected so tests control time. */
  now?: () => number;
}

/**
 * Stops one account flooding the shop with review changes or votes. A shopper rates what they
 * bought a few times a week; the limits sit far above that and far below what a script does.
 * Counted in the database, so every gateway process counts together.
 */
export class ReviewThrottle {
  private readonly counters: ThrottleCounters;
  private readonly o: Required<Omit<ReviewThrottleOptions, 'now'>>;
  private readonly now: () => number;

  constructor(prisma: PrismaClient, options: ReviewThrottleOptions = {}) {
    this.o = {
      windowMs: options.windowMs ?? 60 * 60_000,
      writesPerWindow: options.writesPerWindow ?? 30,
      votesPerWindow: options.votesPerWindow ?? 120,
    };
    this.now = options.now ?? (() => Date.now());
    this.counters = new ThrottleCounters(prisma, () => this.now());
  }

  /** Call before a rating or review change: TOO_MANY_REQUESTS once the shopper is over the limit. */
  write(userId: string): Promise<void> {
    return this.count(`review-write:${userId}`, this.o.writesPerWindow, 'Too many review changes from your account.');
  }

  /** Call before a helpful vote. */
  vote(userId: string): Promise<void> {
    return this.count(`review-vote:${userId}`, this.o.votesPerWindow, 'Too many helpful votes from your account.');
  }

  private async count(key: string, limit: number, why: string): Promise<void> {
    const count = (await this.counters.hit([key], this.o.windowMs)).get(key)!;
    if (count.hits <= limit) return;
    const seconds = (count.resetAt.getTime() - this.now()) / 1000;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw tooManyRequests(`${why} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
  }
}
