import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import proxyAddress from 'proxy-addr';
import type { Request } from 'express';
import { DomainError } from '../services/errors.js';
import { httpStatusOf } from '../rest/errors.js';
import { toGraphQLError } from '../graphql/errors.js';
import type { Context } from '../../../schema/context.js';
import type { PrismaClient } from '../db/generated/client/client.js';
import type { Services } from '../services/index.js';
import type { ShopOrigin } from './middleware/shop-origin.js';
import { originOf, viewerOf } from './middleware/request-identity.js';

/** Builds the per-request GraphQL context; a bad token answers 401 with its code. */
export function buildContext(req: Request, prisma: PrismaClient, services: Services): Promise<Context> {
  return contextOf(req, req.ip, originOf(req), prisma, services);
}

/**
 * The same context for a request on Node's own request object (graphql-http.ts), whose client's
 * address was worked out as Express's `req.ip` is (clientAddressOf).
 */
export function graphqlContext(
  req: IncomingMessage,
  address: string | undefined,
  shopOrigin: ShopOrigin,
  prisma: PrismaClient,
  services: Services,
): Promise<Context> {
  return contextOf(req, address, shopOrigin.of(req), prisma, services);
}

/**
 * The client's address for a request on Node's own request object, as Express's `req.ip` gives
 * it: the socket's, or behind trusted proxies (TRUST_PROXY) the address the last trusted proxy
 * saw, by Express's own rules (`trust` is its compiled `trust proxy fn`).
 */
export function clientAddressOf(
  trustsProxies: boolean,
  trust: (address: string, hop: number) => boolean,
): (req: IncomingMessage) => string | undefined {
  if (!trustsProxies) return (req) => req.socket.remoteAddress;
  return (req) => proxyAddress(req, trust);
}

async function contextOf(
  req: { headers: IncomingHttpHeaders },
  clientAddress: string | undefined,
  origin: string,
  prisma: PrismaClient,
  services: Services,
): Promise<Context> {
  try {
    return { viewer: await viewerOf(req, services), clientAddress, origin, prisma, services };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw toGraphQLError(error, httpStatusOf[error.code]);
  }
}
