// Stopping on SIGTERM (a deploy, a supervisor) or SIGINT (Ctrl-C) without losing work: the
// steps registered here run once, newest first (the server before the database it uses).
import { logger } from '../telemetry/logger.js';

/** How a stop is paced (SHUTDOWN_DELAY_SECONDS, SHUTDOWN_GRACE_SECONDS). */
export interface ShutdownTimes {
  /** Between /ready turning 503 and closing the listener, for a load balancer to notice; default 0. */
  delayMs: number;
  /** How long requests in flight may take to finish before their connections are cut; default 10 s. */
  graceMs: number;
}

/** Closing the database after the server: time for PGlite to write its files. */
const CLOSE_ALLOWANCE_MS = 10_000;

export class Shutdown {
  private readonly steps: Array<{ name: string; run: () => Promise<unknown> }> = [];
  private state: 'armed' | 'running' | 'disarmed' = 'armed';

  constructor(private readonly times: ShutdownTimes) {}

  /** A step to run on shutdown; steps run newest first. */
  add(name: string, run: () => Promise<unknown>): void {
    this.steps.unshift({ name, run });
  }

  /** Runs the steps on these signals, then exits 0; a stop that hangs ends with exit 1. */
  listen(signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM']): void {
    for (const signal of signals) process.on(signal, () => void this.run(signal));
  }

  /** Someone else owns the shutdown from now on (the primary of WORKERS=N, once the workers run). */
  disarm(): void {
    this.state = 'disarmed';
  }

  private async run(signal: string): Promise<void> {
    if (this.state !== 'armed') return;
    this.state = 'running';
    const started = performance.now();
    const bound = this.times.delayMs + this.times.graceMs + CLOSE_ALLOWANCE_MS;
    logger.info({ signal }, 'shutting down');
    // A stop that hangs would keep PGlite's data directory locked; give up after a while.
    setTimeout(() => {
      logger.error({ afterMs: bound }, 'shutdown took too long; exiting');
      process.exit(1);
    }, bound).unref();
    for (const step of this.steps) {
      const at = performance.now();
      try {
        await step.run();
        logger.info({ step: step.name, ms: Math.round(performance.now() - at) }, `shutdown: ${step.name} done`);
      } catch (error) {
        logger.error({ step: step.name, err: error }, `shutdown: ${step.name} failed`);
      }
    }
    logger.info({ ms: Math.round(performance.now() - started) }, 'stopped');
    process.exit(0);
  }
}
