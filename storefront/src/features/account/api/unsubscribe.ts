import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The unsubscribe page (a marketing mail's footer link): names the topic, then one click unsubscribes.
const UnsubscribeTopicDocument = graphql(`
  query UnsubscribeTopic($token: String!) {
    unsubscribeTopic(token: $token)
  }
`);

const UnsubscribeDocument = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) {
      topic
      unsubscribed
    }
  }
`);

export function useUnsubscribeTopic(token: string | null) {
  return useQuery(UnsubscribeTopicDocument, { variables: { token: token ?? '' }, skip: !token });
}

export function useUnsubscribe() {
  return useMutation(UnsubscribeDocument);
}
