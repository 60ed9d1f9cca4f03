import { graphql } from '../graphql';

// An order as the order page, the payment result and the checkout summary show it: shared by the
// orders and checkout features, so it lives here.
export const OrderFieldsFragment = graphql(`
  fragment OrderFields on Order {
    id
    status
    createdAt
    expectedDeliveryBy
    confirmedAt
    shippedAt
    deliveredAt
    cancelledAt
    paidAt
    totalPrice
    discount
    totalDiscountedPrice
    deliveryCharge
    freeDeliveryShortfall
    totalAmount
    totalItem
    shipment {
      id
      courier
      awb
      trackingUrl
      status
      events {
        status
        description
        location
        at
      }
    }
    couponCode
    offerCode
    couponDiscount
    deliveryDiscount
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
      couponDiscount
      product {
        id
      }
    }
  }
`);
