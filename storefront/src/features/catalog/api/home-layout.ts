import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ProductSourceInput } from '../../../graphql/graphql';

graphql(`
  fragment HomeLayoutFields on HomeLayout {
    publishedAt
    updatedAt
    sections {
      kind
      heading
      subheading
      eyebrow
      card
      limit
      source {
        rule
        category
        productIds
        collectionSlug
      }
      slides {
        imageUrl
        alt
        link
        startsAt
        endsAt
      }
      tiles {
        title
        caption
        imageUrl
        link
      }
    }
  }
`);

/** The published home page; null: the built-in one shows. */
export const HomePageDocument = graphql(`
  query HomePage {
    homePage {
      ...HomeLayoutFields
    }
  }
`);

/** One product row of an arranged home page: the first `limit` products of its source. */
export const ProductRowDocument = graphql(`
  query ProductRow($source: ProductSourceInput!, $limit: Int) {
    productRow(source: $source, limit: $limit) {
      ...ProductCardFields
    }
  }
`);

export function useHomePage() {
  return useQuery(HomePageDocument);
}

/** The variables a row asks with: the source as input (no __typename), so the server's prefetch and the page agree. */
export function rowVariables(section: {
  limit?: number | null;
  source?: {
    rule: ProductSourceInput['rule'];
    category?: string | null;
    productIds: string[];
    collectionSlug?: string | null;
  } | null;
}): { source: ProductSourceInput; limit: number } {
  const s = section.source!;
  const source: ProductSourceInput = { rule: s.rule };
  if (s.category) source.category = s.category;
  if (s.productIds.length) source.productIds = s.productIds;
  if (s.collectionSlug) source.collectionSlug = s.collectionSlug;
  return { source, limit: section.limit ?? 10 };
}

export function useProductRow(variables: { source: ProductSourceInput; limit: number }) {
  return useQuery(ProductRowDocument, { variables });
}
