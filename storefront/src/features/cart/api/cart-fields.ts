import { graphql } from '../../../graphql';

// What the cart page shows; every cart mutation answers with it, so Apollo's cache (Cart and
// CartItem are normalised by id) updates the page and the header badge without a refetch.
export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    id
    totalPrice
    discount
    totalDiscountedPrice
    deliveryCharge
    freeDeliveryShortfall
    totalAmount
    totalItem
    notices
    priceChanges {
      itemId
      from
      to
      message
    }
    couponDiscount
    deliveryDiscount
    combiningRule
    coupon {
      code
      title
      amount
      delivery
    }
    offer {
      code
      title
      amount
    }
    items {
      id
      size
      quantity
      price
      discountedPrice
      unitPrice
      previousUnitPrice
      available
      product {
        id
        title
        brand
        colour
        imageUrls
        discountPercent
      }
    }
  }
`);
