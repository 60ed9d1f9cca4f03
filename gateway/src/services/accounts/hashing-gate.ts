import { DomainError } from '../errors.js';

export interface HashingGateOptions {
  /** Hashes running at once. Each scrypt takes one libuv thread (of 4), 128 MiB and ~0.3 s of a core. */
  concurrency?: number;
  /** Callers allowed to wait for a slot; one more is refused at once. */
  maxQueue?: number;
  /** A caller still waiting after this long is refused rather than kept hanging. */
  maxWaitMs?: number;
}

const BUSY_MESSAGE = 'The shop is busy right now; please try again in a few seconds.';

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Admits at most a few password hashes at a time, per process. A burst of sign-ins, sign-ups or
 * password changes then waits in a short queue or is refused with SERVICE_UNAVAILABLE (503,
 * Retry-After) instead of occupying every core, every libuv thread and gigabytes of memory while
 * other shoppers' requests starve behind it.
 */
export class HashingGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  private readonly concurrency: number;
  private readonly maxQueue: number;
  private readonly maxWaitMs: number;

  constructor(options: HashingGateOptions = {}) {
    this.concurrency = options.concurrency ?? 2;
    this.maxQueue = options.maxQueue ?? 16;
    this.maxWaitMs = options.maxWaitMs ?? 10_000;
  }

  /** Runs `work` when a slot is free; refuses when the queue is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Hashes running and waiting now (for tests and diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.maxQueue) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes straight from the releasing caller to this one: `running` stays put.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(this.busy());
        }, this.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.running--;
  }

  private busy(): DomainError {
    // About how long the work ahead takes to drain, at least a second.
    const seconds = Math.max(1, Math.ceil((this.queue.length + this.running) / this.concurrency / 2));
    return new DomainError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, undefined, seconds);
  }
}
