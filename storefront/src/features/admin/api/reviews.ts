import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { AdminReviewView } from '../../../graphql/graphql';
import { LIST_READ } from './list-read';

const ADMIN_REVIEWS_PAGE_SIZE = 20;

const AdminReviewsDocument = graphql(`
  query AdminReviews($view: AdminReviewView, $pageNumber: Int, $pageSize: Int) {
    adminReviews(view: $view, pageNumber: $pageNumber, pageSize: $pageSize) {
      totalPages
      totalElements
      content {
        id
        rating
        title
        text
        authorName
        createdAt
        reviewedAt
        helpfulCount
        hidden
        hiddenAt
        hiddenReason
        product {
          id
          title
        }
      }
    }
  }
`);

export function useAdminReviews(input: { view: AdminReviewView; pageNumber: number }) {
  return useQuery(AdminReviewsDocument, {
    variables: { view: input.view, pageNumber: input.pageNumber, pageSize: ADMIN_REVIEWS_PAGE_SIZE },
    ...LIST_READ,
  });
}
