import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { GrievanceStatus } from '../../../graphql/graphql';

const AdminGrievancesDocument = graphql(`
  query AdminGrievances($status: GrievanceStatus) {
    adminGrievances(status: $status, take: 100) {
      total
      open
      items {
        id
        reference
        name
        email
        orderNumber
        subject
        message
        signedIn
        status
        resolution
        resolvedAt
        createdAt
        resolveBy
      }
    }
  }
`);

const AdminResolveGrievanceDocument = graphql(`
  mutation AdminResolveGrievance($id: ID!, $resolution: String!) {
    adminResolveGrievance(id: $id, resolution: $resolution) {
      id
      status
      resolution
      resolvedAt
    }
  }
`);

/** The grievances of one status (null: all), fetched fresh each time the page opens. */
export function useAdminGrievances(status: GrievanceStatus | null) {
  return useQuery(AdminGrievancesDocument, { variables: { status }, fetchPolicy: 'cache-and-network' });
}

/** Resolves one with a note (mailed to the complainant); the lists are fetched again. */
export function useResolveGrievance() {
  return useMutation(AdminResolveGrievanceDocument, { refetchQueries: ['AdminGrievances'] });
}
