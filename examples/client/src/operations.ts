// Every operation the example client sends, typed by codegen from schema/schema.graphql.
import { graphql } from './graphql/index.js';

export const ProductsPage = graphql(`
  query ProductsPage($first: Int, $after: String) {
    productsConnection(first: $first, after: $after, filter: { stock: IN_STOCK }) {
      totalCount
      edges {
        node {
          id
          title
          discountedPrice
          sizes {
            name
            quantity
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const Search = graphql(`
  query Search($query: String!, $first: Int) {
    searchConnection(query: $query, first: $first) {
      totalCount
      edges {
        node {
          id
          title
        }
      }
    }
  }
`);

export const SignUp = graphql(`
  mutation SignUp($input: SignupInput!) {
    signup(input: $input) {
      token
    }
  }
`);

export const SignIn = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signin(email: $email, password: $password) {
      token
      user {
        email
      }
    }
  }
`);

export const AddToCart = graphql(`
  mutation AddToCart($productId: ID!, $size: String!) {
    addToCart(productId: $productId, size: $size) {
      totalItem
      totalDiscountedPrice
    }
  }
`);

export const PlaceOrder = graphql(`
  mutation PlaceOrder($address: AddressInput!, $key: String) {
    createOrder(address: $address, idempotencyKey: $key) {
      id
      status
      totalDiscountedPrice
    }
  }
`);

export const PaymentLink = graphql(`
  mutation PaymentLink($orderId: ID!) {
    createPaymentLink(orderId: $orderId) {
      id
      url
    }
  }
`);

export const ConfirmPayment = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      id
      status
      paidAt
    }
  }
`);
