import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The newsletter block and My Subscriptions: each topic's consent, and when and how it changed.
const MyConsentsDocument = graphql(`
  query MyConsents {
    consents {
      topic
      granted
      changedAt
      source
    }
  }
`);

export function useMyConsents() {
  return useQuery(MyConsentsDocument);
}
