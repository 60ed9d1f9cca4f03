import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The payment methods and subscriptions pages, and reviews and ratings while there are none: a heading and a warning. */
export function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {title}
      </Title>
      <Alert color="yellow" variant="light" icon={<IconInfoCircle />}>
        {message}
      </Alert>
    </Stack>
  );
}
