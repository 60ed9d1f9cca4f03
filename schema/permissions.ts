import { defaultFieldResolver, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { forbidden, unauthenticated } from '../gateway/src/services/index.js';
import { fieldNeeds, holds, isPermission, missingPermission, type Permission } from '../gateway/src/services/index.js';
import type { Context } from './context.js';

type Scopes = { admin?: boolean; permission?: string } | undefined;

/** The auth scopes a field was declared with. */
function scopesOf(field: GraphQLField<unknown, unknown>): Scopes {
  return (field.extensions as { pothosOptions?: { authScopes?: Scopes } }).pothosOptions?.authScopes;
}

/** Whether a field belongs to the back office: the admin scope or a permission scope. */
export function isBackOffice(field: GraphQLField<unknown, unknown>): boolean {
  const scopes = scopesOf(field);
  return scopes?.admin === true || scopes?.permission !== undefined;
}

/** The permission a field declares with the `permission` auth scope, if any. */
export function declaredPermission(field: GraphQLField<unknown, unknown>): Permission | undefined {
  const declared = scopesOf(field)?.permission;
  return isPermission(declared) ? declared : undefined;
}

/**
 * Wraps every back-office field so it first checks the caller's permissions (the field's
 * `permission` scope, else FIELD_PERMISSIONS; a move to SHIPPED also needs ordersShip, …). A
 * back-office field with no declared permission is let through to owners only. Visitors get
 * UNAUTHENTICATED, customers FORBIDDEN, staff without the permission FORBIDDEN naming it.
 */
export function enforcePermissions(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isBackOffice(field)) continue;
      const key = `${type.name}.${field.name}`;
      const declared = declaredPermission(field);
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (parent, args: Record<string, unknown>, ctx: Context, info) => {
        const viewer = ctx.viewer;
        if (!viewer) throw unauthenticated();
        if (viewer.role !== 'ADMIN') throw forbidden();
        const needs = fieldNeeds(key, args, declared);
        if (needs.length === 0 && viewer.permissions) throw forbidden(`${key} declares no permission: owners only`);
        for (const permission of needs) if (!holds(viewer, permission)) throw missingPermission(permission);
        return resolve(parent, args, ctx, info);
      };
    }
  }
  return schema;
}
