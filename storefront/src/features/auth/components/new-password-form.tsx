import { Link } from 'react-router-dom';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useResetPassword } from '../api/reset-password';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { FormError } from '../../../components/form-error';

interface Props {
  token: string;
  onSignedIn: (token: string, firstName: string) => void;
}

/** The new password, twice; the server holds the rules (the sign-up's) and signs in on success. */
export function NewPasswordForm({ token, onSignedIn }: Props) {
  const [reset, { loading }] = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: { confirm: (value, values) => (value === values.password ? null : 'The two passwords differ') },
  });
  const { onSubmit, error } = useFormSubmit(form, async ({ password }) => {
    const { data } = await reset({ variables: { token, password } });
    if (data) onSignedIn(data.resetPassword.token, data.resetPassword.user.firstName);
  });

  return (
    <form onSubmit={onSubmit} method="post" aria-label="Set a new password">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          At least 8 characters. Setting it signs you out on every other device.
        </Text>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Repeat it" autoComplete="new-password" required {...form.getInputProps('confirm')} />
        <FormError error={error} />
        {error && (
          <Text size="sm">
            <Anchor component={Link} to="/reset-password" underline="always">
              Ask for a new link
            </Anchor>
          </Text>
        )}
        <Button type="submit" loading={loading} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
