import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ProductFilter } from '../../../graphql/graphql';

// One request per home strip: each row fills in on its own, and each stays well inside the
// gateway's query-complexity limit (three rows in one request would not).
export const HomeRowDocument = graphql(`
  query HomeRow($filter: ProductFilter, $pageSize: Int!) {
    products(filter: $filter, sort: NEWEST, pageSize: $pageSize) {
      content {
        ...ProductCardFields
      }
    }
  }
`);

export interface HomeRow {
  filter: ProductFilter;
  pageSize: number;
}

/** The home page's strips; the page and the server's prefetch read the same variables. */
export const HOME_ROWS = {
  kurtas: { filter: { category: 'men/clothing/mens_kurta' }, pageSize: 10 },
  trending: { filter: {}, pageSize: 10 },
  shirts: { filter: { category: 'men/clothing/shirts' }, pageSize: 10 },
  womenClothing: { filter: { category: 'women/clothing' }, pageSize: 4 },
} satisfies Record<string, HomeRow>;

export function useHomeRow(row: HomeRow) {
  return useQuery(HomeRowDocument, { variables: row });
}
