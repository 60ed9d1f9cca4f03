import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { FormError } from '../../../components/form-error';

/**
 * Asks for a reset link. The shop answers the same whether or not the address has an account,
 * so the page does too: it never says "no such account".
 */
export function ForgotPasswordForm() {
  const [request, { loading }] = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' } });
  const { onSubmit, error } = useFormSubmit(form, async ({ email }) => {
    await request({ variables: { email: email.trim() } });
    setSentTo(email.trim());
  });

  if (sentTo) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} title="Check your mail" role="status">
        If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on its way. It works for 30
        minutes. Nothing there? Look in the spam folder, or{' '}
        <Anchor component="button" type="button" onClick={() => setSentTo(null)} fz="sm">
          try another address
        </Anchor>
        .
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-label="Forgot password">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enter the email of your account and we will send you a link to choose a new password.
        </Text>
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <FormError error={error} />
        <Button type="submit" loading={loading} fullWidth>
          Send reset link
        </Button>
        <Text size="sm" ta="center">
          Remembered it?{' '}
          <Anchor component={Link} to="/Login" underline="always">
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
