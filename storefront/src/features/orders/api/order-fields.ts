import { graphql } from '../../../graphql';

// An order as its page, and the payment result page, show it.
export const OrderFieldsFragment = graphql(`
  fragment OrderFields on Order {
    id
    status
    createdAt
    confirmedAt
    shippedAt
    deliveredAt
    cancelledAt
    paidAt
    totalPrice
    discount
    totalDiscountedPrice
    totalItem
    shippingAddress {
      firstName
      lastName
      streetAddress
      city
      state
      zipCode
      mobile
    }
    items {
      id
      title
      brand
      colour
      imageUrl
      size
      quantity
      price
      discountedPrice
      product {
        id
      }
    }
  }
`);
