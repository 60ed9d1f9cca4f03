import type { ReactNode } from 'react';
import { Container, Paper, Title } from '@mantine/core';

/**
 * A page that is one card under a heading: the pages a mailed link opens (reset a password, join the
 * staff, confirm a COD order, a stock alert, unsubscribe).
 */
export function SingleCardPage({
  title,
  size = 460,
  children,
}: {
  title: ReactNode;
  size?: number;
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz="h3" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
