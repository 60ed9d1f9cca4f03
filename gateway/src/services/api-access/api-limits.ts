import type { PrismaClient } from '../../db/generated/client/client.js';
import { ThrottleCounters } from '../throttle-counters.js';
import type { ApiKeyRecord } from './api-keys.js';
import { logger } from '../../telemetry/logger.js';

/** Budgets of callers without an API key, per client address; see docs/configuration.md. */
export interface ApiLimitOptions {
  /** GraphQL requests per minute from one address without a key (API_ANON_REQUESTS_PER_MINUTE). */
  anonymousRequestsPerMinute?: number;
  /** Cost points per minute from one address without a key (API_ANON_COST_PER_MINUTE). */
  anonymousCostPerMinute?: number;
  /** The length of a budget window; a minute unless a test shortens it. */
  windowMs?: number;
  /** How often counts charged in memory are written; 100 ms unless a test holds them back. */
  flushMs?: number;
  now?: () => number;
}

export const DEFAULT_ANONYMOUS_LIMITS = { requestsPerMinute: 1200, costPerMinute: 100_000 };

/** Who is spending a budget: an API key, or an address for callers without one. */
export type ApiClient = { kind: 'key'; key: ApiKeyRecord } | { kind: 'address'; address: string };

/** One request's charge: what it cost and what is left of each budget in the current window. */
export interface Charge {
  cost: number;
  costLimit: number;
  costRemaining: number;
  requestLimit: number;
  requestsRemaining: number;
  /** Seconds until both budgets are full again. */
  resetInSeconds: number;
  /** Set when the request is over a budget: which one. */
  over: 'requests' | 'cost' | null;
}

/** What this process knows of one client's counters in the current window. */
interface Tally {
  /** When the window the counts belong to ends (ms since the epoch), as the database says. */
  resetAt: number;
  /** Requests and cost points the database held after this process's last statement. */
  requests: number;
  spent: number;
  /** Charged here since then, not yet written. */
  pendingRequests: number;
  pendingCost: number;
}

const FLUSH_MS = 100;

/**
 * Per-client request rate and cost budget of the GraphQL API (docs/graphql.md). Counters are
 * fixed one-minute windows in the ThrottleCounter table, so every gateway process counts
 * together; a request is charged (one request, its cost) before it runs.
 *
 * The first half of a budget is counted in memory and written every 100 ms (one statement for
 * every client), so an ordinary request does not wait for a row lock on its client's counter;
 * once a client has used half of either budget, every request is counted in the database before
 * it runs, so refusals are exact in one process and, across processes, late by at most the
 * writes of the last 100 ms.
 */
export class ApiLimits {
  private readonly counters: ThrottleCounters;
  private readonly windowMs: number;
  private readonly flushMs: number;
  private readonly now: () => number;
  private readonly anonymous: { requestsPerMinute: number; costPerMinute: number };
  private readonly tallies = new Map<string, Tally>();
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(prisma: PrismaClient, options: ApiLimitOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.windowMs = options.windowMs ?? 60_000;
    this.flushMs = options.flushMs ?? FLUSH_MS;
    this.anonymous = {
      requestsPerMinute: options.anonymousRequestsPerMinute ?? DEFAULT_ANONYMOUS_LIMITS.requestsPerMinute,
      costPerMinute: options.anonymousCostPerMinute ?? DEFAULT_ANONYMOUS_LIMITS.costPerMinute,
    };
    this.counters = new ThrottleCounters(prisma, () => this.now());
  }

  /** Charges one request of `cost` points to the client and reports what is left. */
  async charge(client: ApiClient, cost: number): Promise<Charge> {
    const id = client.kind === 'key' ? `key:${client.key.id}` : `addr:${client.address}`;
    const limits = client.kind === 'key' ? client.key : this.anonymous;
    const now = this.now();
    let tally = this.tallies.get(id);
    if (
      tally &&
      tally.resetAt > now &&
      2 * (tally.requests + tally.pendingRequests + 1) < limits.requestsPerMinute &&
      2 * (tally.spent + tally.pendingCost + cost) < limits.costPerMinute
    ) {
      tally.pendingRequests += 1;
      tally.pendingCost += cost;
      this.scheduleFlush();
      return this.report(tally, limits, cost, now, null);
    }
    // Counted in the database now: this request with whatever this process still holds for the
    // client in the same window (counts of a window that has ended are dropped).
    const carried = tally && tally.resetAt > now ? tally : undefined;
    const requestsToAdd = 1 + (carried?.pendingRequests ?? 0);
    const costToAdd = cost + (carried?.pendingCost ?? 0);
    if (carried) {
      carried.pendingRequests = 0;
      carried.pendingCost = 0;
    }
    const rateKey = `api-rate:${id}`;
    const costKey = `api-cost:${id}`;
    const counts = await this.counters.add(
      new Map([
        [rateKey, requestsToAdd],
        [costKey, costToAdd],
      ]),
      this.windowMs,
    );
    const requests = counts.get(rateKey)!;
    const spent = counts.get(costKey)!;
    tally = this.settle(id, requests.hits, spent.hits, Math.max(requests.resetAt.getTime(), spent.resetAt.getTime()));
    // The next flush also forgets clients whose window has ended, so the map stays small.
    this.scheduleFlush();
    const over =
      requests.hits > limits.requestsPerMinute ? 'requests' : spent.hits > limits.costPerMinute ? 'cost' : null;
    return this.report(tally, limits, cost, this.now(), over);
  }

  /** Records what the database returned for a client, keeping counts charged meanwhile. */
  private settle(id: string, requests: number, spent: number, resetAt: number): Tally {
    const tally = this.tallies.get(id);
    if (!tally || tally.resetAt !== resetAt) {
      const fresh = { resetAt, requests, spent, pendingRequests: 0, pendingCost: 0 };
      this.tallies.set(id, fresh);
      return fresh;
    }
    // Answers can arrive out of order; counts only ever grow within a window.
    tally.requests = Math.max(tally.requests, requests);
    tally.spent = Math.max(tally.spent, spent);
    return tally;
  }

  private report(
    tally: Tally,
    limits: { requestsPerMinute: number; costPerMinute: number },
    cost: number,
    now: number,
    over: Charge['over'],
  ): Charge {
    const requests = tally.requests + tally.pendingRequests;
    const spent = tally.spent + tally.pendingCost;
    return {
      cost,
      costLimit: limits.costPerMinute,
      costRemaining: Math.max(0, limits.costPerMinute - spent),
      requestLimit: limits.requestsPerMinute,
      requestsRemaining: Math.max(0, limits.requestsPerMinute - requests),
      resetInSeconds: Math.max(1, Math.ceil((tally.resetAt - now) / 1000)),
      over,
    };
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush().catch((error: unknown) =>
        logger.error({ component: 'api-limits', err: error }, 'writing budget counts failed'),
      );
    }, this.flushMs);
    // Counts of the last 100 ms never hold a process open at shutdown.
    this.flushTimer.unref();
  }

  /** Writes every client's counts charged in memory, in one statement, and reads the totals back. */
  async flush(): Promise<void> {
    const now = this.now();
    const amounts = new Map<string, number>();
    const written: [string, Tally][] = [];
    for (const [id, tally] of this.tallies) {
      if (tally.resetAt <= now) {
        this.tallies.delete(id);
        continue;
      }
      if (tally.pendingRequests === 0 && tally.pendingCost === 0) continue;
      amounts.set(`api-rate:${id}`, tally.pendingRequests);
      amounts.set(`api-cost:${id}`, tally.pendingCost);
      tally.pendingRequests = 0;
      tally.pendingCost = 0;
      written.push([id, tally]);
    }
    if (amounts.size === 0) return;
    const counts = await this.counters.add(amounts, this.windowMs);
    for (const [id] of written) {
      const requests = counts.get(`api-rate:${id}`)!;
      const spent = counts.get(`api-cost:${id}`)!;
      this.settle(id, requests.hits, spent.hits, Math.max(requests.resetAt.getTime(), spent.resetAt.getTime()));
    }
  }
}
