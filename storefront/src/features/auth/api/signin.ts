import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const SigninDocument = graphql(`
  mutation Signin($email: String!, $password: String!, $code: String, $recoveryCode: String) {
    signin(email: $email, password: $password, code: $code, recoveryCode: $recoveryCode) {
      token
      recoveryCodes
      user {
        id
      }
    }
  }
`);

export function useSignin() {
  return useMutation(SigninDocument);
}

const StartTwoFactorEnrolmentDocument = graphql(`
  mutation StartTwoFactorEnrolment($email: String!, $password: String!) {
    startTwoFactorEnrolment(email: $email, password: $password) {
      secret
      otpauthUri
    }
  }
`);

/** Staff: a new authenticator secret, after the password; the first good code at sign-in completes it. */
export function useStartTwoFactorEnrolment() {
  return useMutation(StartTwoFactorEnrolmentDocument);
}
