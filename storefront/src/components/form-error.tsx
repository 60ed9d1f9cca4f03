import { Text } from '@mantine/core';

/** A form's sentence in red when a call fails; nothing when there is none. */
export function FormError({ error, maw }: { error: string | null; maw?: number }) {
  if (!error) return null;
  return (
    <Text c="red.9" size="sm" role="alert" maw={maw}>
      {error}
    </Text>
  );
}
