import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminMailDocument = graphql(`
  query AdminMail($id: ID!) {
    adminMail(id: $id) {
      id
      kind
      to
      subject
      status
      attempts
      lastError
      nextAttemptAt
      createdAt
      sentAt
      orderId
      html
      text
    }
  }
`);

export function useAdminMail(id: string) {
  return useQuery(AdminMailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}
