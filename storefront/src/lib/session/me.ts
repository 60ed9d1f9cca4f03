import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql';

// The signed-in user as the header, the account area and the admin guard need it. Sign-in and
// sign-up ask for the same fields, so their answer can stand in for a fresh Me.
const MeDocument = graphql(`
  query Me {
    me {
      id
      firstName
      lastName
      email
      role
      addresses {
        ...AddressFields
      }
    }
  }
`);

/** Loads the profile; skipped for a visitor (no jwt), who has no profile to load. */
export function useMe(hasToken: boolean) {
  return useQuery(MeDocument, { skip: !hasToken });
}
