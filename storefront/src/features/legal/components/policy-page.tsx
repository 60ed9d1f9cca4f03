import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/not-found-page';
import { pageTitle } from '../../../lib/page-meta';
import { useShopDetails } from '../api/shop-details';
import { policiesOf } from '../policies';
import { GrievanceForm } from './grievance-form';

/**
 * /policies/{slug}: one of the pages Indian e-commerce law asks for (terms, privacy, returns,
 * shipping, payments, grievance redressal), written from the shop's details, with the others listed
 * beside it. Plain text, rendered on the server like every shop page.
 */
export function PolicyPage() {
  const details = useShopDetails();
  const slug = useParams().policy;
  const policies = policiesOf(details);
  const policy = policies.find((p) => p.slug === slug) ?? null;
  useDocumentTitle(policy ? pageTitle(policy.title) : '');
  if (!policy) return <NotFoundPage />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }} component="article">
          <Title order={1} fz={{ base: 26, sm: 32 }} mb="xs">
            {policy.title}
          </Title>
          <Text c="dimmed" mb="lg">
            {policy.description}
          </Text>
          <Stack gap="lg">
            {policy.sections.map((section) => (
              <section key={section.heading}>
                <Title order={2} fz="lg" mb={6}>
                  {section.heading}
                </Title>
                {section.paragraphs.map((text) => (
                  <Text key={text} mb="xs" style={{ maxWidth: '70ch' }}>
                    {text}
                  </Text>
                ))}
              </section>
            ))}
            {policy.slug === 'grievance' && <GrievanceForm />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg" component="nav" aria-label="Policies">
            <Title order={2} fz="sm" tt="uppercase" c="dimmed" mb="xs">
              Policies
            </Title>
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {policies.map((p) => (
                <li key={p.slug}>
                  <Anchor
                    component={Link}
                    to={`/policies/${p.slug}`}
                    aria-current={p.slug === policy.slug ? 'page' : undefined}
                    fw={p.slug === policy.slug ? 700 : 400}
                  >
                    {p.title}
                  </Anchor>
                </li>
              ))}
            </Stack>
            <Text size="sm" c="dimmed" mt="md">
              {details.legalName}, {details.address}
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
