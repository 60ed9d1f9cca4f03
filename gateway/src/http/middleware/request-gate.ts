import type { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
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
/** The REST facade's 503 body when no turn came (restGate, and the product reads without Express). */
export const BUSY_BODY = { error: 'busy', message: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' } as const;

/** Ends a turn; calling it again does nothing. */
export type Release = () => void;

/**
 * A request's client as the gate sees it: the HTTP response, which emits 'close' once the answer
 * has been sent or the client has gone, and keeps saying so (`closed`, `destroyed`) afterwards.
 */
export interface Client extends EventEmitter {
  readonly closed?: boolean;
  readonly destroyed?: boolean;
}

/** Whether the client's connection is over (answered or hung up): its 'close' will not come again. */
export function clientGone(client: Client | undefined): boolean {
  return Boolean(client && (client.closed || client.destroyed));
}

/**
 * Calls `done` once when the client's connection is over — at once when it already is. Listening
 * for 'close' alone misses a client that left before the listener was added (while an earlier
 * step awaited something), and whatever waited for that 'close' would wait for ever.
 */
function whenGone(client: Client, done: () => void): () => void {
  if (clientGone(client)) {
    done();
    return () => undefined;
  }
  client.once('close', done);
  return () => client.off('close', done);
}

export class DatabaseGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private pumping = false;
  /** When a turn was last given or given back; a line that does not move for the wait bound is stuck. */
  private lastMove = Date.now();

  constructor(private readonly options: GateOptions) {}

  /**
   * Waits for a turn: the release, or null when none came within the wait bound (maxWaitMs, or
   * `maxWaitMs` given here) or the client has gone — before it asked, while in line, or by the
   * time its turn came (so work whose client left never starts). A turn given to a client ends by
   * itself when that client's connection closes, whatever the work does: calling the release
   * earlier only ends it sooner. A turn is given on a later turn of the event loop, never at once:
   * PGlite may answer a query without yielding, so work let straight in could run to its end before
   * the requests that arrived with it are even read.
   */
  enter(client?: Client, maxWaitMs = this.options.maxWaitMs): Promise<Release | null> {
    if (clientGone(client)) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        const at = this.waiting.indexOf(turn);
        if (at >= 0) this.waiting.splice(at, 1);
        clearTimeout(timer);
        stopWatching();
      };
      const gone = () => {
        leave();
        resolve(null);
      };
      const turn = () => {
        leave();
        if (clientGone(client)) return resolve(null);
        this.active++;
        this.lastMove = Date.now();
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          this.active--;
          this.lastMove = Date.now();
          this.schedulePump();
        };
        if (client) whenGone(client, release);
        resolve(release);
      };
      const timer = setTimeout(gone, maxWaitMs);
      const stopWatching = client ? whenGone(client, gone) : () => undefined;
      this.waiting.push(turn);
      this.schedulePump();
    });
  }

  /** How many hold a turn now and how many wait for one (the metrics' pool figures on PGlite). */
  load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * Whether the line has stopped: every turn is taken and none was given or given back for longer
   * than the wait bound, so a request arriving now would be refused (readiness reports it).
   */
  stuck(now = Date.now()): boolean {
    return this.active >= this.options.concurrency && now - this.lastMove > this.options.maxWaitMs;
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
    if (await takeTurn(gate, res, () => busy(res))) next();
  };
}

/**
 * waitForTurn's wait on Node's own response (the product reads without Express): true once the
 * turn is held (it ends with the answer or the client), false when the client has gone or was
 * answered 503 with Retry-After and the body `busy` writes.
 */
export async function takeTurn(gate: DatabaseGate, res: ServerResponse, busy: () => void): Promise<boolean> {
  const release = await gate.enter(res);
  if (!release) {
    // A client that has gone is not answered, and what it asked for is not done.
    if (clientGone(res) || res.writableEnded) return false;
    res.statusCode = 503;
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    busy();
    return false;
  }
  // The turn also ends with the connection (DatabaseGate.enter); 'finish' ends it as soon as the answer is out.
  res.once('finish', release);
  return true;
}

/** The gate in front of the REST facade, whose every route reads the database. */
export function restGate(gate: DatabaseGate): RequestHandler {
  return waitForTurn(gate, (res) => {
    res.json(BUSY_BODY);
  });
}
