import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// Returns the fields the account page shows, so the normalized cache updates Me in place.
const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      firstName
      lastName
      email
    }
  }
`);

export function useUpdateProfile() {
  return useMutation(UpdateProfileDocument);
}
