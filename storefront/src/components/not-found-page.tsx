import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Shown for any path the shop does not know, instead of the router's default error page. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" ta="center">
          We couldn't find that page. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to="/">Continue shopping</Button>
      </Stack>
    </Container>
  );
}
