import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

/** The category menu: the header's flyouts and drawer, and the listing's category labels. */
export const NavigationDocument = graphql(`
  query Navigation {
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
