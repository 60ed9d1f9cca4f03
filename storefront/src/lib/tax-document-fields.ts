import { graphql } from '../graphql';

// An order's GST invoice and credit notes, as the shopper's order page and the back office's show
// them: shared by the orders and admin features, so it lives here.
export const TaxDocumentFieldsFragment = graphql(`
  fragment TaxDocumentFields on Order {
    id
    invoice {
      number
      issuedAt
      url
    }
    creditNotes {
      number
      issuedAt
      total
      reason
      url
    }
  }
`);
