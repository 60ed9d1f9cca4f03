// `npm run --silent bench:operation-costs`: the cost (complexity) of each storefront operation
// and of the example client's, as the API charges it (default variables: pageSize/first 20).
import fs from 'node:fs';
import {
  Kind,
  parse,
  typeFromAST,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isListType,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { schema } from '../schema/index.js';
import { operationCost } from '../gateway/src/graphql/operation-cost.js';
import { storefrontManifest } from '../gateway/src/graphql/allow-list.js';

/** A plausible value of a type: page sizes at their default of 20, strings "x", required fields filled. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType as GraphQLInputType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type)]));
  }
  return { Int: 20, Boolean: false, Money: 100 }[named.name] ?? 'x';
}

const variablesOf = (operation: OperationDefinitionNode) =>
  Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sample(typeFromAST(schema, v.type as never) as GraphQLInputType),
    ]),
  );

const manifest = JSON.parse(fs.readFileSync(storefrontManifest, 'utf8')) as Record<string, string>;
const rows = Object.values(manifest).map((text) => {
  const document = parse(text);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  return {
    name: operation.name?.value ?? '(anonymous)',
    cost: operationCost(schema, document, operation, variablesOf(operation)),
  };
});
rows.sort((a, b) => b.cost - a.cost);
for (const row of rows) console.log(`${String(row.cost).padStart(6)}  ${row.name}`);
