import type { PrismaClient } from '../gateway/src/db/generated/client/client.js';
import type { Services } from '../gateway/src/services/index.js';
import type { RequestContext, Viewer } from '../gateway/src/services/viewer.js';

/** What every resolver receives; built per request by gateway/src/context.ts. */
export interface Context extends RequestContext {
  viewer: Viewer | null;
  /** For the Prisma plugin's query planning only; rules live in services. */
  prisma: PrismaClient;
  services: Services;
}
