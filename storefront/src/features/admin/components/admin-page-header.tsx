import type { ReactNode } from 'react';
import { Alert, Group, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A back-office page's title with its actions on the right, and the last error, if any. */
export function AdminPageHeader(props: {
  title: string;
  actions?: ReactNode;
  error?: string | null;
  onCloseError?: () => void;
}) {
  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {props.title}
        </Title>
        {props.actions}
      </Group>
      {props.error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          mb="md"
          withCloseButton
          onClose={props.onCloseError}
          role="alert"
        >
          {props.error}
        </Alert>
      )}
    </>
  );
}
