import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const SignupDocument = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      token
      user {
        id
      }
    }
  }
`);

export function useSignup() {
  return useMutation(SignupDocument);
}
