import { GraphQLError, Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { queryLimits, tooComplex, type QueryLimit } from '../../../schema/builder.js';

/** An operation's measure as schema/builder.ts's complexity plugin counts it. */
export type OperationMeasure = Record<QueryLimit, number>;

/**
 * The complexity, depth and breadth of the operation a request runs, as schema/builder.ts
 * defines them (1 per field, lists and pages multiplied by their size). Pothos' walk reuses
 * its result for a selection set it has seen, so each fragment is walked once however often
 * it is spread. Variables that do not fit are refused when the operation runs; they measure 1.
 */
export function operationMeasure(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): OperationMeasure {
  return measureOperation(schema, document, operation, variables) ?? UNMEASURED;
}

/** What an operation whose variables do not fit measures until it runs (and is refused). */
export const UNMEASURED: OperationMeasure = { complexity: 1, depth: 1, breadth: 1 };

/**
 * The measure of the operation a request runs, or null when its variables do not coerce; the
 * API limits use it (api-limits-plugin.ts), and a measured operation is not walked again.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): OperationMeasure | null {
  try {
    // Only the chosen operation (a document may hold several) with the fragments it may use.
    const only = onlyOperation(document, operation);
    const { complexity, depth, breadth } = complexityFromQuery(only, { schema, variables: variables ?? {} });
    return { complexity, depth, breadth };
  } catch {
    return null;
  }
}

function onlyOperation(document: DocumentNode, operation: OperationDefinitionNode): DocumentNode {
  return {
    ...document,
    definitions: document.definitions.filter((d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION),
  };
}

/**
 * The cost of an operation: its complexity, the figure the per-operation limit
 * (queryLimits.complexity) and the per-minute cost budget are counted in.
 */
export function operationCost(...args: Parameters<typeof operationMeasure>): number {
  return operationMeasure(...args).complexity;
}

/**
 * The refusal (400 QUERY_TOO_COMPLEX) for an operation over a query limit, checked in the order
 * the schema checks them when it runs, or null. Refusing here, before execution, spares the
 * compilation of a document that could never run.
 */
export function overQueryLimits(measure: OperationMeasure): GraphQLError | null {
  const key = (['depth', 'breadth', 'complexity'] as const).find((k) => measure[k] > queryLimits[k]);
  if (!key) return null;
  const error = tooComplex(key, measure);
  return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
}
