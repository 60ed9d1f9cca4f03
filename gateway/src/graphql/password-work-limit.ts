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
import { fragmentsOf } from './document-shape.js';

const MAX_PASSWORD_WORK_PER_OPERATION = 1;

/**
 * How many fields marked `passwordWork` (schema/builder.ts) an operation selects, counting every
 * alias and every fragment use: `a: signup(…) b: signup(…)` is two. A fragment is counted once
 * and its figure reused at each spread (its type condition fixes what its fields are), so the
 * walk is linear in the document even when fragments spread each other many times over.
 */
function countPasswordWork(
  schema: GraphQLSchema,
  root: GraphQLNamedType | null | undefined,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): number {
  const known = new Map<string, number>();
  const active = new Set<string>();
  const fragmentCount = (name: string): number => {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    const fragment = fragments.get(name);
    // Validation already refused unknown fragments and cycles; `active` only guards the walk itself.
    if (!fragment || active.has(name)) return 0;
    active.add(name);
    const count = walk(schema.getType(fragment.typeCondition.name.value), fragment.selectionSet);
    active.delete(name);
    known.set(name, count);
    return count;
  };
  const walk = (parent: GraphQLNamedType | null | undefined, set: SelectionSetNode): number => {
    let count = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field =
          parent && (isObjectType(parent) || isInterfaceType(parent))
            ? parent.getFields()[selection.name.value]
            : undefined;
        if (field?.extensions?.passwordWork) count++;
        if (selection.selectionSet && field) count += walk(getNamedType(field.type), selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        count += walk(type, selection.selectionSet);
      } else {
        count += fragmentCount(selection.name.value);
      }
    }
    return count;
  };
  return walk(root, selectionSet);
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
            const root = schema.getRootType(operation.operation);
            count = countPasswordWork(schema, root, operation.selectionSet, fragmentsOf(document));
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
