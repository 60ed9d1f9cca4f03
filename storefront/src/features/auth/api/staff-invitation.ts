import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const StaffInvitationDocument = graphql(`
  query StaffInvitation($token: String!) {
    staffInvitation(token: $token) {
      email
      roleName
      expiresAt
    }
  }
`);

/** What an invitation link is for (BAD_USER_INPUT when unknown or used, GONE after 72 hours). */
export function useStaffInvitation(token: string) {
  return useQuery(StaffInvitationDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
}

const AcceptStaffInvitationDocument = graphql(`
  mutation AcceptStaffInvitation($token: String!, $password: String!, $firstName: String, $lastName: String) {
    acceptStaffInvitation(token: $token, password: $password, firstName: $firstName, lastName: $lastName)
  }
`);

export function useAcceptStaffInvitation() {
  return useMutation(AcceptStaffInvitationDocument);
}
