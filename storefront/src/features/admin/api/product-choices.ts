import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The lists the product form chooses from, as the gateway keeps and checks them.
const AdminProductChoicesDocument = graphql(`
  query AdminProductChoices {
    productChoices {
      colours
      topLevelCategories
      secondLevelCategories
      thirdLevelCategories
    }
  }
`);

export function useProductChoices() {
  return useQuery(AdminProductChoicesDocument);
}
