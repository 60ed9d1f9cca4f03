import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// A month's GST documents for the accountant: counts, totals by rate, the CSV's address.
const AdminGstMonthDocument = graphql(`
  query AdminGstMonth($month: String!) {
    adminGstMonth(month: $month) {
      month
      invoices
      creditNotes
      csvUrl
      rates {
        rate
        invoiced {
          taxable
          cgst
          sgst
          igst
          total
        }
        credited {
          taxable
          cgst
          sgst
          igst
          total
        }
      }
    }
  }
`);

export function useGstMonth(month: string) {
  return useQuery(AdminGstMonthDocument, { variables: { month }, fetchPolicy: 'cache-and-network' });
}
