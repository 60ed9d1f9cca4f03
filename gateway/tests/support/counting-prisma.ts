// A Prisma client that counts its raw reads ($queryRaw), for tests that check how many round trips
// a service makes (the GST CSV's batches, a stored export read without touching the documents).
import type { PrismaClient } from '../../src/db/generated/client/client.js';

export function countingRawReads(prisma: PrismaClient): { client: PrismaClient; reads: () => number } {
  let reads = 0;
  const client = new Proxy(prisma, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (key === '$queryRaw') {
        return (...args: unknown[]) => {
          reads += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client, reads: () => reads };
}
