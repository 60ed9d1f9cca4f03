import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ProductFilter } from '../../../graphql/graphql';

// One request per home strip: each row fills in on its own, and each stays well inside the
// gateway's query-complexity limit (three rows in one request would not).
const HomeRowDocument = graphql(`
  query HomeRow($filter: ProductFilter, $pageSize: Int!) {
    products(filter: $filter, sort: NEWEST, pageSize: $pageSize) {
      content {
        ...ProductCardFields
      }
    }
  }
`);

export function useHomeRow(filter: ProductFilter, pageSize = 10) {
  return useQuery(HomeRowDocument, { variables: { filter, pageSize } });
}
