import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The back office's merchandising: the home page draft, collections and colour siblings.

const AdminHomeDraftDocument = graphql(`
  query AdminHomeDraft {
    adminHomeDraft {
      ...HomeLayoutFields
    }
    homePage {
      publishedAt
    }
  }
`);

const SaveHomeDraftDocument = graphql(`
  mutation AdminSaveHomeDraft($sections: [HomeSectionInput!]!) {
    adminSaveHomeDraft(sections: $sections) {
      ...HomeLayoutFields
    }
  }
`);

const PublishHomeDocument = graphql(`
  mutation AdminPublishHome {
    adminPublishHome {
      ...HomeLayoutFields
    }
  }
`);

const UnpublishHomeDocument = graphql(`
  mutation AdminUnpublishHome {
    adminUnpublishHome
  }
`);

export function useAdminHomeDraft() {
  return useQuery(AdminHomeDraftDocument, { fetchPolicy: 'network-only' });
}
export function useSaveHomeDraft() {
  return useMutation(SaveHomeDraftDocument, { refetchQueries: ['AdminHomeDraft'] });
}
export function usePublishHome() {
  return useMutation(PublishHomeDocument, { refetchQueries: ['AdminHomeDraft', 'HomePage'] });
}
export function useUnpublishHome() {
  return useMutation(UnpublishHomeDocument, { refetchQueries: ['AdminHomeDraft', 'HomePage'] });
}

graphql(`
  fragment AdminCollectionFields on Collection {
    id
    slug
    title
    description
    seoTitle
    seoDescription
    updatedAt
    source {
      rule
      category
      productIds
      collectionSlug
    }
  }
`);

const AdminCollectionsDocument = graphql(`
  query AdminCollections {
    adminCollections {
      ...AdminCollectionFields
    }
  }
`);

const SaveCollectionDocument = graphql(`
  mutation AdminSaveCollection($id: ID, $input: CollectionInput!) {
    adminSaveCollection(id: $id, input: $input) {
      ...AdminCollectionFields
    }
  }
`);

const DeleteCollectionDocument = graphql(`
  mutation AdminDeleteCollection($id: ID!) {
    adminDeleteCollection(id: $id)
  }
`);

export function useAdminCollections() {
  return useQuery(AdminCollectionsDocument, { fetchPolicy: 'cache-and-network' });
}
export function useSaveCollection() {
  return useMutation(SaveCollectionDocument, { refetchQueries: ['AdminCollections'] });
}
export function useDeleteCollection() {
  return useMutation(DeleteCollectionDocument, { refetchQueries: ['AdminCollections'] });
}

/** Products by title, brand or id for a picker: the first 20. */
const PickProductsDocument = graphql(`
  query AdminPickProducts($search: String) {
    adminProductChoices(search: $search, take: 20) {
      id
      title
      brand
      colour
    }
  }
`);

export function usePickProducts(search: string) {
  return useQuery(PickProductsDocument, { variables: { search: search.trim() || null } });
}

const ColourSiblingsDocument = graphql(`
  query AdminColourSiblings($id: ID!) {
    product(id: $id) {
      id
      colourSiblings {
        id
        title
        brand
        colour
      }
    }
  }
`);

const SetColourSiblingsDocument = graphql(`
  mutation AdminSetColourSiblings($productId: ID!, $siblingIds: [ID!]!) {
    adminSetColourSiblings(productId: $productId, siblingIds: $siblingIds) {
      id
      colourSiblings {
        id
        title
        brand
        colour
      }
    }
  }
`);

export function useColourSiblings(id: string) {
  return useQuery(ColourSiblingsDocument, { variables: { id }, fetchPolicy: 'network-only' });
}
export function useSetColourSiblings() {
  return useMutation(SetColourSiblingsDocument);
}
