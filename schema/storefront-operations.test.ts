import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type DefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { describe, expect, it } from 'vitest';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { queryLimits } from './builder.js';
import { schema } from './index.js';

/** A value of an input type, for the variables an operation cannot run without. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type)]));
  }
  return { Int: 1, Float: 1, Money: 1, Boolean: false, DateTime: new Date().toISOString() }[type.name] ?? 'x';
}

function requiredVariables(operation: OperationDefinitionNode) {
  const values: Record<string, unknown> = {};
  for (const d of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, d.type) as GraphQLInputType | undefined;
    if (type && isNonNullType(type) && !d.defaultValue) values[d.variable.name.value] = sample(type);
  }
  return values;
}

// Every document the storefront writes (`graphql(\`…\`)` in its source; read as text, since the
// contract's side never imports the storefront's code), sent as Apollo sends it: with a
// __typename in each selection.
const sources = path.join(fileURLToPath(new URL('..', import.meta.url)), 'storefront/src');
const definitions: DefinitionNode[] = (fs.readdirSync(sources, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('graphql'))
  .flatMap((file) => [...fs.readFileSync(path.join(sources, file), 'utf8').matchAll(/graphql\(`([^`]*)`\)/g)])
  .flatMap((match) => parse(match[1]!).definitions);
const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = definitions
  .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
  .map((operation) => ({
    name: operation.name?.value,
    document: addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }),
  }));

describe('the storefront’s operations', () => {
  it('are all found', () => expect(operations.length).toBeGreaterThan(40));

  it.each(operations)('$name fits the query limits at the default page sizes', ({ document }) => {
    const op = document.definitions[0] as OperationDefinitionNode;
    // As the gateway measures it (gateway/src/graphql/operation-cost.ts), but failing loudly.
    const measure = complexityFromQuery(document, { schema, variables: requiredVariables(op) });
    expect(measure.depth).toBeLessThanOrEqual(queryLimits.depth);
    expect(measure.breadth).toBeLessThanOrEqual(queryLimits.breadth);
    expect(measure.complexity).toBeLessThanOrEqual(queryLimits.complexity);
  });
});
