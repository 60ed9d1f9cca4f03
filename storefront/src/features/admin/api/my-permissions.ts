import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

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
