import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useChangePassword } from '../../auth/api/change-password';
import { errorMessage } from '../../../lib/error-message';
import { useFormFields } from '../../auth/use-form-fields';
import { setToken } from '../../../lib/auth-storage';

interface Props {
  onDone: (changed: boolean) => void;
}

/** Current, new and confirmed password; the confirmation is checked here, the rest by the server. */
export function ChangePasswordForm({ onDone }: Props) {
  const [changePassword, { loading }] = useChangePassword();
  const [mismatch, setMismatch] = useState(false);
  const { values, field } = useFormFields({ current: '', next: '', confirm: '' }, (name) => {
    if (name !== 'current') setMismatch(false);
  });
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (values.next !== values.confirm) {
      setMismatch(true);
      return;
    }
    try {
      const { data } = await changePassword({
        variables: { currentPassword: values.current, newPassword: values.next },
      });
      // Every other session ended on the server; this one continues with the fresh token.
      if (data?.changePassword.token) {
        setToken(data.changePassword.token);
        onDone(true);
      } else setError('Your password was not changed. Please try again.');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form onSubmit={submit} aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <PasswordInput label="Current password" autoComplete="current-password" {...field('current')} />
        <PasswordInput label="New password" autoComplete="new-password" {...field('next')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={mismatch ? 'The new passwords do not match' : undefined}
          {...field('confirm')}
        />
        {error && (
          <Text c="red.7" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={loading}>
            Change Password
          </Button>
          <Button variant="default" onClick={() => onDone(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
