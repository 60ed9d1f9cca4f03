// /ready: whether this process should be sent traffic now. /health stays "the process answers".
import type { RequestHandler } from 'express';
import { migrationsUpToDate } from '../db/migrate.js';
import type { PrismaClient } from '../db/generated/client/client.js';
import type { DatabaseGate } from '../http/middleware/request-gate.js';

const CHECK_TIMEOUT_MS = 2000;

type Verdict = { ready: true } | { ready: false; reason: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Ready means: not shutting down, requests can reach the database within the wait bound, the database answers, and every migration this code expects
 * is applied (a host started beside one still migrating must wait). Migrations never un-apply,
 * so once they are all there the check stops reading them.
 */
export class Readiness {
  private stopping = false;
  private migrated = false;

  /** `gate`: the embedded database's line (PGlite), which a request must get through to read. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly gate: DatabaseGate | null = null,
  ) {}

  /** From now on /ready answers 503, so a load balancer stops sending new requests. */
  markShuttingDown(): void {
    this.stopping = true;
  }

  async check(): Promise<Verdict> {
    if (this.stopping) return { ready: false, reason: 'shutting down' };
    // The database may answer this check and still be out of reach of every request, when no turn
    // of the line in front of it has moved for the wait bound: requests get only 503s, so no traffic.
    if (this.gate?.stuck()) return { ready: false, reason: 'database busy beyond its wait bound' };
    try {
      await withTimeout(this.prisma.$queryRaw`select 1`, CHECK_TIMEOUT_MS);
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
    if (!this.migrated) {
      try {
        this.migrated = await withTimeout(migrationsUpToDate(this.prisma), CHECK_TIMEOUT_MS);
      } catch {
        return { ready: false, reason: 'database unreachable' };
      }
      if (!this.migrated) return { ready: false, reason: 'migrations pending' };
    }
    return { ready: true };
  }
}

/** GET /ready: 200 `{ status: "ready" }`, or 503 `{ status: "not_ready", reason }`. */
export function readinessEndpoint(readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    const verdict = await readiness.check();
    res.set('Cache-Control', 'no-store');
    if (verdict.ready) res.json({ status: 'ready' });
    else res.status(503).set('Retry-After', '5').json({ status: 'not_ready', reason: verdict.reason });
  };
}
