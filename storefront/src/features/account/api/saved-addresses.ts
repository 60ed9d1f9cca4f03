import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The account's address book: make one the default, or delete one. Both reload Me, which lists
// the addresses (a new default unsets the old one; a deleted one leaves the list).
const MakeDefaultAddressDocument = graphql(`
  mutation MakeDefaultAddress($id: ID!) {
    makeDefaultAddress(id: $id) {
      id
      isDefault
    }
  }
`);

const DeleteAddressDocument = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);

export function useMakeDefaultAddress() {
  return useMutation(MakeDefaultAddressDocument, { refetchQueries: ['Me'], awaitRefetchQueries: true });
}

export function useDeleteAddress() {
  return useMutation(DeleteAddressDocument, { refetchQueries: ['Me'], awaitRefetchQueries: true });
}
