import { Button, Group } from '@mantine/core';

/** The account forms' two buttons: submit (busy while the call runs) and Cancel. */
export function FormActions({ submit, loading, onCancel }: { submit: string; loading: boolean; onCancel: () => void }) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={loading}>
        {submit}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
