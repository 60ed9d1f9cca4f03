import { Text } from '@mantine/core';
import type { AddressInput } from '../graphql/graphql';

/** The seven fields of every address in the API (AddressInput, Address, ShippingAddress). */
export type AddressData = AddressInput;

/** A postal address as the shop prints it: name, street, city/state/PIN, mobile. */
export function AddressBlock({ address }: { address: AddressData }) {
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      <Text span fw={600} inherit>
        {address.firstName} {address.lastName}
      </Text>
      <br />
      {address.streetAddress}
      <br />
      {address.city}, {address.state} {address.zipCode}
      <br />
      Mobile: {address.mobile}
    </Text>
  );
}
