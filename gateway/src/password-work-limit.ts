import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

export const MAX_PASSWORD_WORK_PER_OPERATION = 1;

/**
 * How many fields marked `passwordWork` (schema/builder.ts) an operation selects, counting every
 * alias and every fragment use: `a: signup(…) b: signup(…)` is two.
 */
export function countPasswordWork(
  schema: GraphQLSchema,
  parent: GraphQLNamedType | null | undefined,
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field =
        parent && (isObjectType(parent) || isInterfaceType(parent))
          ? parent.getFields()[selection.name.value]
          : undefined;
      if (field?.extensions?.passwordWork) count++;
      if (selection.selectionSet && field) {
        count += countPasswordWork(schema, getNamedType(field.type), selection.selectionSet, fragments, seen);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      count += countPasswordWork(schema, type, selection.selectionSet, fragments, seen);
    } else {
      const fragment = fragments[selection.name.value];
      // Validation already refused cycles; `seen` only guards the walk itself.
      if (!fragment || seen.has(fragment.name.value)) continue;
      const type = schema.getType(fragment.typeCondition.name.value);
      count += countPasswordWork(
        schema,
        type,
        fragment.selectionSet,
        fragments,
        new Set(seen).add(fragment.name.value),
      );
    }
  }
  return count;
}

/**
 * Refuses, before anything runs, an operation that would hash more than one password. Without
 * it one request with 60 aliased `changePassword` fields bought 43 s of CPU; with it the worst
 * single request costs one scrypt (or two for a password change).
 */
export function passwordWorkLimit(): ApolloServerPlugin {
  // Apollo keeps one parsed document per query text: each operation is counted once.
  const counted = new WeakMap<OperationDefinitionNode, number>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, operation, document }) {
          if (!operation) return;
          let count = counted.get(operation);
          if (count === undefined) {
            const fragments: Record<string, FragmentDefinitionNode> = {};
            for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
            const root = schema.getRootType(operation.operation);
            count = countPasswordWork(schema, root, operation.selectionSet, fragments);
            counted.set(operation, count);
          }
          if (count <= MAX_PASSWORD_WORK_PER_OPERATION) return;
          throw new GraphQLError(
            `One request may sign up, sign in, or change a password or email only once; this one asks ${count} times. Send them as separate requests.`,
            { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } },
          );
        },
      };
    },
  };
}
