import type { Request } from 'express';
import type { Context } from '../../schema/context.js';
import type { PrismaClient } from './db/generated/client/client.js';
import type { Services } from './services/index.js';
import type { Viewer } from './services/viewer.js';

/** Reads the bearer token of a request, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The viewer a request proves with its token. A request without a token is a visitor.
 * (The Accounts issue verifies tokens; until then everyone is a visitor.)
 */
export async function viewerOf(_req: Request, _services: Services): Promise<Viewer | null> {
  return null;
}

/** Builds the per-request GraphQL context. */
export async function buildContext(req: Request, prisma: PrismaClient, services: Services): Promise<Context> {
  return { viewer: await viewerOf(req, services), prisma, services };
}
