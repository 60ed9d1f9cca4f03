// The back office's GraphQL operations as the access matrices try them: every root field with the
// back-office scope, called with a value of the right type for each required argument.
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { schema } from '../../../schema/index.js';
import { isBackOffice } from '../../../schema/permissions.js';

/** Root fields of a type with the back-office scope. */
export function adminFields(kind: 'query' | 'mutation') {
  const type = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(type.getFields()).filter(isBackOffice);
}

/** A value of the right type for a required argument; what it is does not matter, only who asks. */
function sample(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [sample(type.ofType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.value;
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields()).filter((f) => f.type instanceof GraphQLNonNull);
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type)]));
  }
  const scalar = type as GraphQLScalarType;
  return { Int: 1, Float: 1, Boolean: true, Money: 100 }[scalar.name] ?? 'matrix-sample';
}

/** `query ($id: ID!) { adminOrder(id: $id) { __typename } }` with variables for required args. */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => a.type instanceof GraphQLNonNull);
  const defs = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind}${defs ? ` (${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}
