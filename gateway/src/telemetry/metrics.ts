// The shop's figures in Prometheus's text format: the Node runtime, HTTP requests by route,
// GraphQL operations, the database pool, and what happens in the shop (orders, payments, mail).
// Only names from fixed sets become label values (route templates, operation names up to a
// cap), so a caller making up paths or names cannot grow the page without end.
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });
// prom-client's three totals are gauges whose names end in _total, which Prometheus keeps for
// counters (`promtool check metrics` fails on them). They are the sums of the by-type gauges
// beside them: `sum(nodejs_active_handles)` and so on give the same figures.
for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
  registry.removeSingleMetric(name);
}

const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Records one answered request (called by the request log). */
export function observeHttpRequest(request: { method: string; route: string; status: number; seconds: number }) {
  httpDuration.labels(request.method, request.route, String(request.status)).observe(request.seconds);
}

const graphqlOperations = new client.Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations by name and outcome ("ok", or the first error code)',
  labelNames: ['operation', 'outcome'] as const,
  registers: [registry],
});
const MAX_OPERATION_NAMES = 300;
const operationNames = new Set<string>();

/** Counts one GraphQL operation; past a few hundred distinct names the rest count as "(other)". */
export function countGraphQLOperation(operation: string, outcome: string): void {
  if (!operationNames.has(operation)) {
    if (operationNames.size >= MAX_OPERATION_NAMES) operation = '(other)';
    else operationNames.add(operation);
  }
  graphqlOperations
    .labels(operation, /^[A-Z][A-Z_]{0,39}$/.test(outcome) || outcome === 'ok' ? outcome : 'error')
    .inc();
}

/** Starts every figure from zero again, as a fresh process does (test files share a process). */
export function resetMetrics(): void {
  registry.resetMetrics();
  operationNames.clear();
}

/** How busy the database is: work holding it now and work queued for it. */
export interface PoolUse {
  database: 'postgres' | 'pglite';
  inUse: number;
  idle: number;
  waiting: number;
}
let poolUse: (() => PoolUse) | null = null;

/**
 * Tells the metrics where to read the database's use. PostgreSQL: the pool's connections in
 * use, idle, and queries waiting for one. PGlite has one connection; its figures are the API
 * requests holding a turn at it and those waiting in line (the PGlite wait bound).
 */
export function watchDatabasePool(read: () => PoolUse): void {
  poolUse = read;
}

const poolGauge = (name: string, help: string, pick: (use: PoolUse) => number) =>
  new client.Gauge({
    name,
    help,
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const use = poolUse?.();
      if (use) this.labels(use.database).set(pick(use));
    },
  });
poolGauge('db_pool_connections_in_use', 'Database connections (PGlite: API requests) in use now', (u) => u.inUse);
poolGauge('db_pool_connections_idle', 'Database connections open and idle (PostgreSQL)', (u) => u.idle);
poolGauge('db_pool_waiting', 'Queries (PGlite: API requests) waiting for the database', (u) => u.waiting);
