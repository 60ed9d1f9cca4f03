import type { ReactNode } from 'react';
import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { NotFoundPage } from '../../../components/not-found-page';
import { pageTitle } from '../../../lib/page-meta';
import type { ShopDetails } from '../../../lib/shop-details';
import type { Policy } from '../policy-types';

/**
 * One page of plain text written from the shop's details (a policy, a help page), with the others of
 * its list beside it. Rendered on the server like every shop page.
 */
export function DocumentPage({
  details,
  policies,
  slug,
  basePath,
  listName,
  extra,
}: {
  details: ShopDetails;
  policies: Policy[];
  slug: string | undefined;
  /** Where the list's pages live: "/policies", "/pages". */
  basePath: string;
  /** The list's name: "Policies", "Help". */
  listName: string;
  /** What follows the text (the grievance form). */
  extra?: (policy: Policy) => ReactNode;
}) {
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
            {extra?.(policy)}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg" component="nav" aria-label={listName}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed" mb="xs">
              {listName}
            </Title>
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {policies.map((p) => (
                <li key={p.slug}>
                  <Anchor
                    component={Link}
                    to={`${basePath}/${p.slug}`}
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
