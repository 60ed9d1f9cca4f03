import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const RemoveCouponCodeDocument = graphql(`
  mutation RemoveCouponCode {
    removeCouponCode {
      ...CartFields
    }
  }
`);

/** Takes the code off the cart; the answer is the cart re-priced without it. */
export function useRemoveCouponCode() {
  return useMutation(RemoveCouponCodeDocument);
}
