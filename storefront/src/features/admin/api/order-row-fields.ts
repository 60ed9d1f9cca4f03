import { graphql } from '../../../graphql';

// The admin order row, plus what the status menu needs (the moves allowed now).
export const AdminOrderRowFragment = graphql(`
  fragment AdminOrderRow on Order {
    id
    status
    createdAt
    totalAmount
    totalItem
    nextStatuses
    deletable
    customer {
      id
      email
    }
    items {
      id
      title
      imageUrl
    }
  }
`);
