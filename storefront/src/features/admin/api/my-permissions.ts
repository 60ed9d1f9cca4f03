import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { Permission } from '../../../graphql/graphql';

const MyPermissionsDocument = graphql(`
  query MyPermissions {
    myPermissions
  }
`);

/**
 * What the signed-in staff account may do, for hiding menu entries and buttons it cannot use. Null
 * while loading. Hiding is never the protection: the server checks every call.
 */
export function useMyPermissions(): ReadonlySet<string> | null {
  const { data } = useQuery(MyPermissionsDocument, { fetchPolicy: 'cache-and-network' });
  return data ? new Set(data.myPermissions) : null;
}

/**
 * `can(permission)`: whether to offer a button. True while the permissions load (or could not be
 * read), so an owner never waits for a button; the server refuses what the role lacks anyway.
 */
export function useCan(): (permission: Permission) => boolean {
  const permissions = useMyPermissions();
  return (permission) => !permissions || permissions.has(permission);
}
