import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// Ends every session of the account, on every device, this one included.
const LogoutEverywhereDocument = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);

export function useLogoutEverywhere() {
  return useMutation(LogoutEverywhereDocument);
}
