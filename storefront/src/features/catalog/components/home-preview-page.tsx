import { Alert, Container } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { errorMessage } from '../../../lib/error-message';
import { PageLoader } from '../../../components/page-loader';
import { ArrangedHome } from '../home/arranged-home';

const HomeDraftPreviewDocument = graphql(`
  query HomeDraftPreview {
    adminHomeDraft {
      ...HomeLayoutFields
    }
  }
`);

/**
 * /preview/home: the home page draft in the shop's own layout, for the back office's preview frame
 * (an admin's session only; never indexed, never cached).
 */
export function HomePreviewPage() {
  const { data, loading, error } = useQuery(HomeDraftPreviewDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <PageLoader />;
  if (error || !data?.adminHomeDraft) {
    return (
      <Container size="sm" py="xl">
        <Alert color="gray">{error ? errorMessage(error) : 'No draft saved yet.'}</Alert>
      </Container>
    );
  }
  return <ArrangedHome sections={data.adminHomeDraft.sections} />;
}
