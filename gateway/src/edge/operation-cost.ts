import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { complexityFromQuery } from '@pothos/plugin-complexity';

/**
 * The cost of the operation a request runs: its complexity as schema/builder.ts defines it
 * (1 per field, lists and pages multiplied by their size), the figure the per-operation limit
 * (queryLimits.complexity) and the per-minute cost budget are counted in.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): number {
  // Only the chosen operation (a document may hold several) with the fragments it may use.
  const only: DocumentNode = {
    ...document,
    definitions: document.definitions.filter((d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION),
  };
  try {
    return complexityFromQuery(only, { schema, variables: variables ?? {} }).complexity;
  } catch {
    // Variables that do not fit are refused when the operation runs; charge the least.
    return 1;
  }
}
