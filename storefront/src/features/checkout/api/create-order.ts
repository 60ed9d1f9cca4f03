import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const CreateOrderDocument = graphql(`
  mutation CreateOrder($address: AddressInput!, $saveAddress: Boolean, $idempotencyKey: String) {
    createOrder(address: $address, saveAddress: $saveAddress, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

/**
 * Placing the order: turns the cart into a PENDING order delivered to the address (stock is held
 * for it). A saved address shows up in the address book and the account page, so those reload.
 */
export function useCreateOrder() {
  return useMutation(CreateOrderDocument, { refetchQueries: ['CheckoutAddresses', 'Me'] });
}
