import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';
import { inject } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  Kind,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

// A mocked answer (msw) is a contract: it must have every field the operation asks for, and no field
// the schema does not have. Apollo only logs `Missing field` and drops unknown fields, so a fixture
// that lacks a new field, or carries one the schema dropped or renamed, would pass unnoticed. This
// link compares every answer with its operation's selection and schema/schema.graphql (provided by
// vitest.config.ts) and records
// each difference; setup.ts fails the test. (A fixture may carry more fields of its type than one
// operation selects: one order fixture serves the queries and mutations that return an order.)

let sdl: GraphQLSchema | undefined;
const schema = () => (sdl ??= buildSchema(inject('schemaSdl')));

const violations: string[] = [];

/** The differences recorded since the last call, which empties the list. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

type Fragments = Map<string, FragmentDefinitionNode>;

/** The fields a selection set asks for on an object of `typename`: name (or alias) → its sub-selection. */
function fieldsOf(set: SelectionSetNode, typename: string | undefined, fragments: Fragments) {
  const fields = new Map<string, { selection?: SelectionSetNode; optional: boolean }>();
  const add = (s: SelectionSetNode, optional: boolean) => {
    for (const sel of s.selections) {
      const conditional = optional || Boolean(sel.directives?.length);
      if (sel.kind === Kind.FIELD) {
        fields.set(sel.alias?.value ?? sel.name.value, { selection: sel.selectionSet, optional: conditional });
        continue;
      }
      const fragment = sel.kind === Kind.FRAGMENT_SPREAD ? fragments.get(sel.name.value) : sel;
      if (!fragment) continue;
      const on = fragment.typeCondition?.name.value;
      // A fragment on another type (an interface or union member) may or may not apply: its fields are allowed, not required.
      add(fragment.selectionSet, conditional || (on !== undefined && typename !== undefined && on !== typename));
    }
  };
  add(set, false);
  return fields;
}

/** The schema type of a field of `type` (by name), when it is an object, interface or union. */
function fieldType(type: GraphQLCompositeType | undefined, name: string): GraphQLCompositeType | undefined {
  if (!type || !('getFields' in type)) return undefined;
  const field = type.getFields()[name];
  const named = field && getNamedType(field.type);
  return named && isCompositeType(named) ? named : undefined;
}

function check(
  value: unknown,
  set: SelectionSetNode,
  staticType: GraphQLCompositeType | undefined,
  path: string,
  fragments: Fragments,
  out: string[],
) {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, set, staticType, `${path}[${i}]`, fragments, out));
    return;
  }
  if (typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  const typename = typeof object.__typename === 'string' ? object.__typename : undefined;
  const concrete = typename ? schema().getType(typename) : undefined;
  const type = concrete && isCompositeType(concrete) ? concrete : staticType;
  const fields = fieldsOf(set, typename, fragments);
  for (const [name, field] of fields) {
    if (name === '__typename') continue;
    if (!(name in object)) {
      if (!field.optional) out.push(`missing field ${path}.${name}`);
      continue;
    }
    if (field.selection) check(object[name], field.selection, fieldType(type, name), `${path}.${name}`, fragments, out);
  }
  const known = type && 'getFields' in type ? type.getFields() : undefined;
  for (const name of Object.keys(object)) {
    if (name === '__typename' || fields.has(name)) continue;
    // Not selected: allowed when the type has such a field, so a fixture can serve several operations.
    if (!known?.[name]) out.push(`unknown field ${path}.${name}${type ? ` (no such field on ${type.name})` : ''}`);
  }
}

/** The differences between an answer's data and what its document selects. */
export function contractViolations(document: DocumentNode, data: unknown): string[] {
  const fragments: Fragments = new Map();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    if (def.kind === Kind.OPERATION_DEFINITION) operation ??= def;
  }
  const out: string[] = [];
  const root = operation && schema().getRootType(operation.operation);
  if (operation && data)
    check(data, operation.selectionSet, root ?? undefined, operation.name?.value ?? 'data', fragments, out);
  return out;
}

/** Records every answer that does not match its operation (see takeContractViolations). */
export const contractLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      if ('data' in result && result.data) {
        for (const v of contractViolations(operation.query, result.data)) {
          violations.push(`${operation.operationName ?? 'operation'}: ${v}`);
        }
      }
      return result;
    }),
  ),
);
