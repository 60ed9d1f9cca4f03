import { graphql } from '../graphql';

/** The shop's details as the footer, the policy pages and the back office's form read them. */
export const ShopDetailsFieldsFragment = graphql(`
  fragment ShopDetailsFields on ShopDetails {
    legalName
    gstin
    address
    careEmail
    carePhone
    careHours
    grievanceName
    grievanceDesignation
    grievanceEmail
    grievancePhone
  }
`);
