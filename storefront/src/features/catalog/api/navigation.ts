import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

/**
 * The category menu (the header's flyouts and drawer, the listing's category labels) and the
 * server's fixed lists a listing filters on. Every page loads it, so a listing never waits for them.
 */
export const NavigationDocument = graphql(`
  query Navigation {
    productChoices {
      colours
      listingSizes
      priceBuckets {
        minPrice
        maxPrice
      }
      attributes {
        name
        filter
      }
    }
    navigation {
      categories {
        id
        slug
        label
        featured {
          label
          href
          imageSrc
          imageAlt
        }
        sections {
          id
          slug
          label
          items {
            label
            href
          }
        }
      }
      pages {
        label
        href
      }
    }
  }
`);

export function useNavigation() {
  return useQuery(NavigationDocument);
}
