import { PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useChangePassword } from '../api/change-password';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { setToken } from '../../../lib/session/auth-storage';
import { FormError } from '../../../components/form-error';
import { FormActions } from './form-actions';

interface Props {
  onDone: (changed: boolean) => void;
}

/**
 * Current, new and confirmed password; the confirmation is checked here, the rest by the server,
 * whose messages appear under the input they name (a wrong current password under that field).
 */
export function ChangePasswordForm({ onDone }: Props) {
  const [changePassword, { loading }] = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      confirm: (confirm, values) => (confirm === values.newPassword ? null : 'The new passwords do not match'),
    },
  });
  const { onSubmit, error, setError } = useFormSubmit(form, async ({ currentPassword, newPassword }) => {
    const { data } = await changePassword({ variables: { currentPassword, newPassword } });
    // Every other session ended on the server; this one continues with the fresh token.
    if (data?.changePassword.token) {
      setToken(data.changePassword.token);
      onDone(true);
    } else setError('Your password was not changed. Please try again.');
  });

  return (
    <form onSubmit={onSubmit} aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <FormError error={error} />
        <FormActions submit="Change Password" loading={loading} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}
