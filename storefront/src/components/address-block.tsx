import { Text } from '@mantine/core';

export interface AddressData {
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  mobile: string;
}

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
