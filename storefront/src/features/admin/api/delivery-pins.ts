import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// One page of the owner's PIN code list.
const AdminDeliveryPinsDocument = graphql(`
  query AdminDeliveryPins($search: String, $pageNumber: Int) {
    adminDeliveryPins(search: $search, pageNumber: $pageNumber, pageSize: 20) {
      totalElements
      totalPages
      pageNumber
      content {
        code
        codAllowed
        days
      }
    }
  }
`);

export function useDeliveryPins(search: string, pageNumber: number) {
  return useQuery(AdminDeliveryPinsDocument, {
    variables: { search: search || null, pageNumber },
    fetchPolicy: 'cache-and-network',
  });
}
