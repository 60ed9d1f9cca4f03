import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHanger } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_META } from '../lib/page-meta';

/** Shown for any path the shop does not know, instead of the router's default error page. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_META.title);
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" gap="md">
        <IconHanger size={72} stroke={1.2} color="var(--mantine-color-brand-6)" aria-hidden />
        <Text fz={64} fw={800} lh={1} c="brand.8" ff="Georgia, serif" aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} ta="center">
          This page is off the rack
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          We couldn't find that page. It may have moved, or the link may be mistyped.
        </Text>
        <Group mt="sm" justify="center">
          <Button component={Link} to="/" size="md">
            Continue shopping
          </Button>
          <Button component={Link} to="/women/clothing/saree" size="md" variant="default">
            Browse sarees
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
