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
      attributes {
        name
        label
      }
    }
  }
`);

export function useProductChoices() {
  return useQuery(AdminProductChoicesDocument);
}
