import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The PIN-first address form: the states list, and what a PIN code says about its state and city.
const DeliveryStatesDocument = graphql(`
  query DeliveryStates {
    deliveryStates
  }
`);

const PinLookupDocument = graphql(`
  query PinLookup($pin: String!) {
    deliveryCheck(pin: $pin) {
      pin
      states
      city
    }
  }
`);

export function useDeliveryStates(): string[] {
  return useQuery(DeliveryStatesDocument).data?.deliveryStates ?? [];
}

/** The states and city of a six-digit PIN code (nothing while fewer digits are typed or it is unknown). */
export function usePinLookup(pin: string): { pin: string; states: string[]; city: string | null } | null {
  const complete = /^\d{6}$/.test(pin);
  const { data } = useQuery(PinLookupDocument, { variables: { pin }, skip: !complete, errorPolicy: 'all' });
  const check = data?.deliveryCheck;
  return complete && check && check.pin === pin ? check : null;
}
