import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ComplexityPlugin from '@pothos/plugin-complexity';
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { DateTimeResolver, NonNegativeIntResolver } from 'graphql-scalars';
import type PrismaTypes from '../gateway/src/db/generated/pothos-types.js';
import { getDatamodel } from '../gateway/src/db/generated/pothos-types.js';
import type { Context } from './context.js';
import { forbidden, unauthenticated } from '../gateway/src/services/index.js';
import { holds, type Permission } from '../gateway/src/services/index.js';

/**
 * Query limits that protect the API from abusive third-party queries. Breadth counts every field
 * selected, the `__typename` Apollo adds to each selection included: the shopper's order page
 * (order, tax documents and payment ledger) asks for 74 and the admin's order page for more than 60
 * (schema/storefront-operations.test.ts measures every storefront operation).
 */
export const queryLimits = { complexity: 2000, depth: 10, breadth: 100 };
export type QueryLimit = keyof typeof queryLimits;

/**
 * Contexts whose operation the gateway measured and let through before running it
 * (gateway/src/graphql/api-limits-plugin.ts): the same document, the same variables coerced the
 * same way, checked against the same limits. The complexity plugin does not walk those a second
 * time; it still checks every other operation (the server renderer's, tests').
 */
const measuredContexts = new WeakSet<object>();
export const markMeasured = (context: object): void => void measuredContexts.add(context);
export const wasMeasured = (context: object): boolean => measuredContexts.has(context);

/** The error for an operation over one of the query limits, worded once for every place that checks them. */
export function tooComplex(key: QueryLimit, result: Record<QueryLimit, number>): GraphQLError {
  const what = { complexity: 'complex', depth: 'deep', breadth: 'broad' }[key];
  return new GraphQLError(
    `Query too ${what}: its ${key} is ${result[key]}, the limit is ${queryLimits[key]}. Ask for fewer fields or smaller pages.`,
    { extensions: { code: 'QUERY_TOO_COMPLEX' } },
  );
}

/**
 * Field extension marking a field that runs scrypt (~0.3 s of a core and 128 MiB each). The
 * gateway lets one operation hold at most one such field, whatever the aliases or fragments.
 */
export const passwordWork = { passwordWork: true } as const;

const MoneyResolver = new GraphQLScalarType({
  ...NonNegativeIntResolver.toConfig(),
  name: 'Money',
  description: 'An amount of Indian rupees in paise (1 rupee = 100 paise), as a whole number. ₹1,299.00 is 129900.',
  specifiedByURL: undefined,
});

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { signedIn: boolean; admin: boolean; permission: Permission };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Money: { Input: number; Output: number };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, ComplexityPlugin],
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: ctx.viewer !== null,
      admin: ctx.viewer?.role === 'ADMIN',
      // A back-office permission (gateway/src/services/accounts/permissions.ts); schema/permissions.ts
      // checks it first so the refusal names the permission.
      permission: (permission: Permission) => holds(ctx.viewer, permission),
    }),
    // Visitors get 401-like UNAUTHENTICATED, signed-in users without the scope FORBIDDEN: the
    // services' own errors, so the messages and their mapping are the ones REST uses.
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    // No limits for a context already measured: the plugin skips its walk when it gets none.
    limit: (ctx) => (measuredContexts.has(ctx) ? (undefined as unknown as typeof queryLimits) : queryLimits),
    complexityError: (kind, result) => tooComplex(kind.toLowerCase() as QueryLimit, result),
  },
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('Money', MoneyResolver);

builder.queryType({ description: 'Read the shop: catalog, navigation, the signed-in account.' });
