import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const SetConsentDocument = graphql(`
  mutation SetConsent($topic: ConsentTopic!, $granted: Boolean!, $source: ConsentSource) {
    setConsent(topic: $topic, granted: $granted, source: $source) {
      topic
      granted
      changedAt
      source
    }
  }
`);

/** Gives or withdraws one consent; the consents list is read again so every block agrees. */
export function useSetConsent() {
  return useMutation(SetConsentDocument, { refetchQueries: ['MyConsents'], awaitRefetchQueries: true });
}
