import path from 'node:path';

/** Settings read from the environment once at start; see the README's Configuration table. */
export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files and where generated secrets are kept. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** How many reverse proxies in front of the shop to trust for X-Forwarded-For (0: none). */
  trustProxy: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const trustProxy = Number(env.TRUST_PROXY || 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the shop (0-10), got "${env.TRUST_PROXY}"`);
  }
  return {
    port,
    trustProxy,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
  };
}
