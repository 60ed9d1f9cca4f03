import { graphql } from '../graphql';

// A saved address as the account page and the checkout's address book show it: shared by the
// session's Me and the checkout feature, so it lives here.
export const AddressFieldsFragment = graphql(`
  fragment AddressFields on Address {
    id
    firstName
    lastName
    streetAddress
    city
    state
    zipCode
    mobile
    landmark
    addressType
    isDefault
  }
`);
