import type { PrismaClient } from '../gateway/src/db/generated/client/client.js';
import type { RequestContext, Services, Viewer } from '../gateway/src/services/index.js';

/** What every resolver receives; built per request by gateway/src/http/context.ts. */
export interface Context extends RequestContext {
  viewer: Viewer | null;
  /** For the Prisma plugin's query planning only; rules live in services. */
  prisma: PrismaClient;
  services: Services;
}
