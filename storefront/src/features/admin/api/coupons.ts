import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminCouponsDocument = graphql(`
  query AdminCoupons {
    adminCoupons {
      id
      code
      title
      automatic
      kind
      percent
      amountOff
      minGoods
      startsAt
      endsAt
      usageLimit
      perCustomerLimit
      firstOrderOnly
      categoryIds
      productIds
      products {
        id
        title
        brand
      }
      onSaleItems
      paused
      usesHeld
      orders
      discountGiven
      orderIds
    }
  }
`);

/** Every coupon and offer with its uses, discount given and orders (fetched fresh). */
export function useAdminCoupons() {
  return useQuery(AdminCouponsDocument, { fetchPolicy: 'cache-and-network' });
}

// The coupon form's product picker: products on sale matching the words typed (title, brand or id).
const AdminCouponProductSearchDocument = graphql(`
  query AdminCouponProductSearch($search: String) {
    adminProductChoices(search: $search, take: 10) {
      id
      title
      brand
    }
  }
`);

/** Up to ten products matching `search` (newest first when it is empty). */
export function useCouponProductSearch(search: string) {
  return useQuery(AdminCouponProductSearchDocument, { variables: { search: search || null } });
}

const AdminCreateCouponDocument = graphql(`
  mutation AdminCreateCoupon($input: CouponInput!) {
    adminCreateCoupon(input: $input) {
      id
      code
    }
  }
`);

const AdminUpdateCouponDocument = graphql(`
  mutation AdminUpdateCoupon($id: ID!, $input: CouponInput!) {
    adminUpdateCoupon(id: $id, input: $input) {
      id
      code
    }
  }
`);

const AdminSetCouponPausedDocument = graphql(`
  mutation AdminSetCouponPaused($id: ID!, $paused: Boolean!) {
    adminSetCouponPaused(id: $id, paused: $paused) {
      id
      paused
    }
  }
`);

/** Makes a coupon; the list is fetched again. */
export function useCreateCoupon() {
  return useMutation(AdminCreateCouponDocument, { refetchQueries: ['AdminCoupons'] });
}

/** Saves the form over a coupon; the list is fetched again. */
export function useUpdateCoupon() {
  return useMutation(AdminUpdateCouponDocument, { refetchQueries: ['AdminCoupons'] });
}

/** Pauses a coupon or makes it active again. */
export function useSetCouponPaused() {
  return useMutation(AdminSetCouponPausedDocument, { refetchQueries: ['AdminCoupons'] });
}
