// Several hosts started at once on one empty PostgreSQL database: one migrates and seeds, the
// others wait for it and then find the work done, instead of seeding the catalog twice.
import pg from 'pg';
import { logger } from '../telemetry/logger.js';

/** The advisory lock's key: any constant no other part of the shop uses ("kapd" in ASCII). */
const START_LOCK = 0x6b617064;

/**
 * Runs `work` (migrate, then seed) holding a PostgreSQL session advisory lock on a connection
 * of its own. A host that dies while holding it loses its session, and with it the lock. On
 * PGlite the data directory's lock already makes the process the only one.
 */
export async function withStartLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // Losing this connection mid-way also fails the query under way, which says so; unheard, the
  // client's error event would end the process first.
  client.on('error', (error) =>
    logger.warn({ component: 'database', err: error }, 'the start lock’s connection failed'),
  );
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS taken', [START_LOCK]);
    if (!rows[0].taken) {
      logger.info('Another shop process is migrating or seeding this database; waiting for it…');
      await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}
