import type { PrismaClient } from '../db/generated/client/client.js';
import { ThrottleCounters } from './throttle-counters.js';
import type { ApiKeyRecord } from './api-keys.js';

/** Budgets of callers without an API key, per client address; see the README's Configuration table. */
export interface ApiLimitOptions {
  /** GraphQL requests per minute from one address without a key (API_ANON_REQUESTS_PER_MINUTE). */
  anonymousRequestsPerMinute?: number;
  /** Cost points per minute from one address without a key (API_ANON_COST_PER_MINUTE). */
  anonymousCostPerMinute?: number;
  /** The length of a budget window; a minute unless a test shortens it. */
  windowMs?: number;
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

/** The anonymous budgets from the environment; a bad value stops the start with its name. */
export function apiLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiLimitOptions {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of 1 or more`);
    return value;
  };
  return {
    anonymousRequestsPerMinute: read('API_ANON_REQUESTS_PER_MINUTE', DEFAULT_ANONYMOUS_LIMITS.requestsPerMinute),
    anonymousCostPerMinute: read('API_ANON_COST_PER_MINUTE', DEFAULT_ANONYMOUS_LIMITS.costPerMinute),
  };
}

/**
 * Per-client request rate and cost budget of the GraphQL API (docs/graphql.md). Counters are
 * fixed one-minute windows in the ThrottleCounter table, so every gateway process counts
 * together; a request is charged (one request, its cost) before it runs.
 */
export class ApiLimits {
  private readonly counters: ThrottleCounters;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly anonymous: { requestsPerMinute: number; costPerMinute: number };

  constructor(prisma: PrismaClient, options: ApiLimitOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.windowMs = options.windowMs ?? 60_000;
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
    const rateKey = `api-rate:${id}`;
    const costKey = `api-cost:${id}`;
    const counts = await this.counters.add(
      new Map([
        [rateKey, 1],
        [costKey, cost],
      ]),
      this.windowMs,
    );
    const requests = counts.get(rateKey)!;
    const spent = counts.get(costKey)!;
    const now = this.now();
    const resetAt = Math.max(requests.resetAt.getTime(), spent.resetAt.getTime());
    const over =
      requests.hits > limits.requestsPerMinute ? 'requests' : spent.hits > limits.costPerMinute ? 'cost' : null;
    return {
      cost,
      costLimit: limits.costPerMinute,
      costRemaining: Math.max(0, limits.costPerMinute - spent.hits),
      requestLimit: limits.requestsPerMinute,
      requestsRemaining: Math.max(0, limits.requestsPerMinute - requests.hits),
      resetInSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
      over,
    };
  }
}
