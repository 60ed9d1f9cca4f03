// WORKERS=N: N gateway processes on one port (node:cluster) and one PostgreSQL database. The
// primary migrates, seeds and prepares the secrets once, then forks the workers; every piece of
// shared state (sessions, the sign-in throttle, stock, orders and their sweep) is in PostgreSQL,
// so N processes act as one shop.
import cluster from 'node:cluster';
import type { Config } from './config.js';
import { answerClusterMetrics } from '../ops/cluster-metrics.js';

/** Why N processes cannot share this database, or null when they can. */
export function clusterRefusal(config: Pick<Config, 'workers' | 'databaseUrl'>): string | null {
  const { workers } = config;
  if (workers === 1 || config.databaseUrl) return null;
  return `WORKERS=${workers} needs PostgreSQL (set DATABASE_URL): the embedded PGlite is one process's database. Use WORKERS=1 with PGlite.`;
}

/**
 * In the primary: forks the workers, waits until each listens, and replaces one that dies
 * unexpectedly. SIGINT/SIGTERM stop every worker (each finishes its requests) and then the primary.
 */
export async function runPrimary(workers: number, log: (line: string) => void, stopBoundMs = 20_000): Promise<void> {
  let stopping = false;
  answerClusterMetrics();
  // The configuration reads SHOP_WORKER back as `forkedWorker`.
  const fork = () => cluster.fork({ SHOP_WORKER: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`Worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another.`);
    fork();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers…`);
    setTimeout(() => process.exit(1), stopBoundMs).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
    cluster.on('exit', done);
    done();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  await new Promise<void>((resolve, reject) => {
    let listening = 0;
    cluster.on('listening', () => {
      if (++listening === workers) resolve();
    });
    cluster.once('exit', (worker, code) => {
      if (listening < workers) reject(new Error(`A worker exited during start (code ${code})`));
    });
    for (let i = 0; i < workers; i++) fork();
  });
}

/** True in a process forked by runPrimary. */
export const isWorker = (config: Pick<Config, 'forkedWorker'>) => cluster.isWorker && config.forkedWorker;
