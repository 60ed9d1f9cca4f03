import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index.js';

/** Every type, field, argument, input field and enum value of the schema without a description. */
function undescribed(s: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (description: string | null | undefined, where: string) => {
    if (!description?.trim()) missing.push(where);
  };
  for (const type of Object.values(s.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(field.description, `${type.name}.${field.name}`);
        if ('args' in field)
          for (const arg of field.args) check(arg.description, `${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) check(value.description, `${type.name}.${value.name}`);
  }
  return missing;
}

describe('the public schema documents itself', () => {
  it('has a description on every type, field, argument and enum value (add `description` in schema/types)', () => {
    expect(undescribed(schema)).toEqual([]);
  });
});
