import type { Request, RequestHandler, Response } from 'express';

/**
 * How much work may wait for the database. PGlite is one connection inside this process: every
 * query takes its turn, so under a burst the turn of the last request in line comes late
 * (about 10 s at 64 connections). The gate lets `concurrency` requests run, queues up to
 * `queueLimit` more for at most `maxWaitMs`, and answers the rest 503 with Retry-After, so a
 * client hears "busy, try again in a second" instead of waiting without bound.
 */
export interface GateOptions {
  concurrency: number;
  queueLimit: number;
  maxWaitMs: number;
}

/** PGlite's gate from the environment (see the README's Configuration table). */
export function gateOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GateOptions {
  const read = (name: string, fallback: number, min: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
    return value;
  };
  return {
    concurrency: read('PGLITE_MAX_CONCURRENT', 4, 1),
    queueLimit: read('PGLITE_QUEUE_LIMIT', 32, 0),
    maxWaitMs: read('PGLITE_QUEUE_WAIT_MS', 2000, 1),
  };
}

const RETRY_AFTER_SECONDS = 1;

function busy(req: Request, res: Response): void {
  if (res.headersSent || res.writableEnded) return;
  const message = 'The shop is busy right now; please try again in a moment.';
  res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS));
  if (req.baseUrl === '/graphql') res.json({ errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  else res.json({ error: 'busy', message, code: 'SERVICE_UNAVAILABLE' });
}

/**
 * Every request joins the line and is let in on the next turn of the event loop, never at once:
 * PGlite may answer a query without yielding, so a request let straight in can run to its end
 * before the requests that arrived with it are even read, and the line would never be seen.
 */
export function requestGate(options: GateOptions): RequestHandler {
  let active = 0;
  const waiting: Array<() => void> = [];
  let pumping = false;

  const pump = () => {
    pumping = false;
    while (active < options.concurrency && waiting.length) waiting.shift()!();
  };
  const schedulePump = () => {
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  };

  return (req, res, next) => {
    if (active + waiting.length >= options.concurrency + options.queueLimit) return busy(req, res);
    const leave = () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
      clearTimeout(timer);
    };
    const turn = () => {
      leave();
      // A client that gave up while in line frees its place without taking a turn.
      if (res.destroyed || res.writableEnded) return;
      active++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        active--;
        schedulePump();
      };
      res.once('finish', release);
      res.once('close', release);
      next();
    };
    const timer = setTimeout(() => {
      leave();
      busy(req, res);
    }, options.maxWaitMs);
    waiting.push(turn);
    res.once('close', leave);
    schedulePump();
  };
}
