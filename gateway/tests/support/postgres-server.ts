import pg from 'pg';

/**
 * A PostgreSQL server for the tests that need one (several processes on one database):
 * TEST_DATABASE_URL, else the local server CI starts; null when neither answers.
 */
export async function postgresServer(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
