/**
 * A round of work run now and then every interval by a background sweep (unpaid orders, cart
 * reminders, courier polling): never two rounds at once, a failed round logged and the next one
 * tried, and `stop()` waiting for a round in progress so the database can close safely.
 */
export class PeriodicRound {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly o: {
      /** The log prefix, e.g. `order-sweep`. */
      name: string;
      intervalMs: number;
      round: () => Promise<unknown>;
      log: (line: string) => void;
      /** Run a round at start as well (default), or first after one interval. */
      atStart?: boolean;
    },
  ) {}

  start(): void {
    if (this.timer || this.o.intervalMs <= 0) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.o
        .round()
        .catch((error: unknown) => this.o.log(`[${this.o.name}] round failed: ${(error as Error).message}`))
        .finally(() => (this.running = null));
    };
    if (this.o.atStart !== false) tick();
    this.timer = setInterval(tick, this.o.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
