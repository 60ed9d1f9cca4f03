import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const FileGrievanceDocument = graphql(`
  mutation FileGrievance($input: GrievanceInput!) {
    fileGrievance(input: $input) {
      reference
      receivedAt
      resolveBy
      officerName
      officerDesignation
    }
  }
`);

/** Files a grievance (signed in or not): the answer carries its GRV- reference. */
export function useFileGrievance() {
  return useMutation(FileGrievanceDocument);
}
