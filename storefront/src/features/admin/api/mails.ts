import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { MailStatus } from '../../../graphql/graphql';

const ADMIN_MAILS_PAGE_SIZE = 20;

const AdminMailsDocument = graphql(`
  query AdminMails($status: [MailStatus!], $search: String, $pageNumber: Int, $pageSize: Int) {
    adminMails(status: $status, search: $search, pageNumber: $pageNumber, pageSize: $pageSize) {
      totalPages
      totalElements
      content {
        id
        kind
        to
        subject
        status
        attempts
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

export function useAdminMails(input: { status: MailStatus | null; search: string; pageNumber: number }) {
  return useQuery(AdminMailsDocument, {
    variables: {
      status: input.status ? [input.status] : null,
      search: input.search || null,
      pageNumber: input.pageNumber,
      pageSize: ADMIN_MAILS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
}
