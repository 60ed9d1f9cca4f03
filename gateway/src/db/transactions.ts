import type { Prisma } from './generated/client/client.js';

/** A transaction client: stock, order, money and audit writes that must stand or fall together take one. */
export type Tx = Prisma.TransactionClient;

/**
 * Options for a transaction that writes an order, stock or the catalog. The wait and the run
 * are generous because PGlite serves one connection: a transaction may queue behind others
 * for seconds on a busy shop, and giving up then would fail a shopper's order for nothing.
 */
export const WRITE_TX = { maxWait: 20_000, timeout: 20_000 } as const;
