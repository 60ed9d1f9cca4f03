import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const SigninDocument = graphql(`
  mutation Signin($email: String!, $password: String!) {
    signin(email: $email, password: $password) {
      token
      user {
        id
      }
    }
  }
`);

export function useSignin() {
  return useMutation(SigninDocument);
}
