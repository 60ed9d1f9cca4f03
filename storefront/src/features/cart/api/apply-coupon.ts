import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const ApplyCouponCodeDocument = graphql(`
  mutation ApplyCouponCode($input: ApplyCouponInput!) {
    applyCouponCode(input: $input) {
      ...CartFields
    }
  }
`);

/** Applies a code; refused with the reason in words (BAD_USER_INPUT on "code"). */
export function useApplyCouponCode() {
  return useMutation(ApplyCouponCodeDocument);
}
