import type { PrismaClient } from '../db/generated/client/client.js';
import { CatalogService } from './catalog.js';

/** All services of one running gateway; created once, shared by GraphQL and REST. */
export function createServices(prisma: PrismaClient) {
  return {
    catalog: new CatalogService(prisma),
  };
}

export type Services = ReturnType<typeof createServices>;
