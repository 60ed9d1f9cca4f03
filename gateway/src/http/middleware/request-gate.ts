import type { EventEmitter } from 'node:events';
import type { RequestHandler, Response } from 'express';

/**
 * How work waits for the embedded database. PGlite is one connection inside this process: every
 * query takes its turn, so under a burst the last request in line starts late. The gate lets
 * `concurrency` requests work at once and the others wait in line, first come first served, as
 * many as come; one that could not start within `maxWaitMs` is answered 503 with Retry-After,
 * so a client hears "busy, try again in a second" instead of waiting without bound.
 */
export interface GateOptions {
  concurrency: number;
  maxWaitMs: number;
}

/** PGlite's gate unless PGLITE_MAX_CONCURRENT or PGLITE_QUEUE_WAIT_MS say otherwise. */
export const DEFAULT_GATE_OPTIONS: GateOptions = { concurrency: 4, maxWaitMs: 10_000 };

export const RETRY_AFTER_SECONDS = 1;
export const BUSY_MESSAGE = 'The shop is busy right now; please try again in a moment.';

/** Ends a turn; calling it again does nothing. */
export type Release = () => void;

export class DatabaseGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private pumping = false;

  constructor(private readonly options: GateOptions) {}

  /**
   * Waits for a turn: the release, or null when none came within maxWaitMs or the client left
   * (`client` emitting 'close') while in line. A turn is given on a later turn of the event loop,
   * never at once: PGlite may answer a query without yielding, so work let straight in could
   * run to its end before the requests that arrived with it are even read.
   */
  enter(client?: EventEmitter): Promise<Release | null> {
    return new Promise((resolve) => {
      const leave = () => {
        const at = this.waiting.indexOf(turn);
        if (at >= 0) this.waiting.splice(at, 1);
        clearTimeout(timer);
        client?.off('close', gone);
      };
      const gone = () => {
        leave();
        resolve(null);
      };
      const turn = () => {
        leave();
        this.active++;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.active--;
          this.schedulePump();
        });
      };
      const timer = setTimeout(gone, this.options.maxWaitMs);
      client?.once('close', gone);
      this.waiting.push(turn);
      this.schedulePump();
    });
  }

  /** How many hold a turn now and how many wait for one (the metrics' pool figures on PGlite). */
  load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  private schedulePump(): void {
    if (this.pumping) return;
    this.pumping = true;
    setImmediate(() => {
      this.pumping = false;
      while (this.active < this.options.concurrency && this.waiting.length) this.waiting.shift()!();
    });
  }
}

/**
 * Express middleware that waits for a turn of the gate before the handlers after it run, and gives
 * the turn back when the answer is sent or the client leaves. One that could not start within the
 * wait bound gets 503 with Retry-After and the body `busy` writes (JSON for the API, a page for pages).
 */
export function waitForTurn(gate: DatabaseGate, busy: (res: Response) => void): RequestHandler {
  return async (_req, res, next) => {
    const release = await gate.enter(res);
    if (!release) {
      if (res.destroyed || res.writableEnded) return;
      res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS));
      busy(res);
      return;
    }
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}

/** The gate in front of the REST facade, whose every route reads the database. */
export function restGate(gate: DatabaseGate): RequestHandler {
  return waitForTurn(gate, (res) => {
    res.json({ error: 'busy', message: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  });
}
