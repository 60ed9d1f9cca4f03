import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../../../schema/context.js';
import type { ApiKeyService } from '../services/api-access/api-keys.js';
import type { ApiClient, ApiLimits, Charge } from '../services/api-access/api-limits.js';
import { markMeasured } from '../../../schema/builder.js';
import { measureOperation, overQueryLimits, UNMEASURED } from './operation-cost.js';
import { countShopEvent } from '../telemetry/shop-events.js';

export const API_KEY_HEADER = 'x-api-key';

/** What a response's `extensions` say about the budgets (docs/graphql.md, Limits). */
function budgetExtensions(charge: Charge) {
  return {
    cost: {
      requested: charge.cost,
      limit: charge.costLimit,
      remaining: charge.costRemaining,
      resetInSeconds: charge.resetInSeconds,
    },
    rateLimit: {
      limit: charge.requestLimit,
      remaining: charge.requestsRemaining,
      resetInSeconds: charge.resetInSeconds,
    },
  };
}

/**
 * Per-client limits of the GraphQL API. The client is the API key in X-Api-Key (an unknown or
 * revoked key: 401 INVALID_API_KEY) or, without one, the caller's address (req.ip, which
 * honours TRUST_PROXY). Each operation is charged one request and its cost before it runs;
 * over either budget it is refused with 429 TOO_MANY_REQUESTS and Retry-After. Every answer
 * reports the cost and what is left in `extensions`.
 */
export function apiLimitsPlugin(keys: ApiKeyService, limits: ApiLimits): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let charge: Charge | undefined;
      return {
        async didResolveOperation({ request, document, operation, schema, contextValue }) {
          const secret = request.http?.headers.get(API_KEY_HEADER)?.trim();
          let client: ApiClient;
          if (secret) {
            const key = await keys.findActive(secret);
            if (!key) {
              throw new GraphQLError('This API key is unknown or has been revoked', {
                extensions: { code: 'INVALID_API_KEY', http: { status: 401 } },
              });
            }
            client = { kind: 'key', key };
          } else {
            client = { kind: 'address', address: contextValue.clientAddress ?? 'unknown' };
          }
          const exact = operation ? measureOperation(schema, document, operation, request.variables) : null;
          // Variables that do not coerce: refused when the operation runs; it measures 1 until then.
          const measure = operation ? (exact ?? UNMEASURED) : null;
          const tooComplex = measure && overQueryLimits(measure);
          // Measured and within the limits: the schema's complexity check need not walk it again.
          if (exact && !tooComplex) markMeasured(contextValue);
          // An operation over a per-operation limit is refused here and does no work: one request, no cost.
          charge = await limits.charge(client, tooComplex ? 0 : (measure?.complexity ?? 1));
          if (tooComplex && !charge.over) throw tooComplex;
          if (!charge.over) return;
          countShopEvent('api_budget_refused', 1, { budget: charge.over === 'requests' ? 'requests' : 'cost' });
          const why =
            charge.over === 'requests'
              ? `More than ${charge.requestLimit} requests this minute.`
              : `This minute's budget of ${charge.costLimit} cost points is spent (this operation costs ${charge.cost}).`;
          throw new GraphQLError(`${why} Try again in ${charge.resetInSeconds} s.`, {
            extensions: {
              code: 'TOO_MANY_REQUESTS',
              retryAfter: charge.resetInSeconds,
              http: { status: 429, headers: new Map([['retry-after', String(charge.resetInSeconds)]]) },
            },
          });
        },
        async willSendResponse({ response }) {
          if (!charge || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, ...budgetExtensions(charge) };
        },
      };
    },
  };
}
