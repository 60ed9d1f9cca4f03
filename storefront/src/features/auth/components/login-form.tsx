import { Link } from 'react-router-dom';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignin } from '../api/signin';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { FormError } from '../../../components/form-error';
import type { AuthRouteState } from '../../../lib/session/route-state';

interface Props {
  routeState: AuthRouteState;
  onSignedIn: (token: string, userId: string) => void;
}

/** The Login form: email and password (both required), a link to Register. */
export function LoginForm({ routeState, onSignedIn }: Props) {
  const [signin, { loading }] = useSignin();
  const form = useForm({ initialValues: { email: '', password: '' } });
  const { onSubmit, error } = useFormSubmit(form, async ({ email, password }) => {
    const { data } = await signin({ variables: { email: email.trim(), password } });
    if (data) onSignedIn(data.signin.token, data.signin.user.id);
  });

  return (
    <form onSubmit={onSubmit} aria-label="Login">
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Anchor component={Link} to="/reset-password" size="sm" style={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Anchor>
        <FormError error={error} />
        <Button type="submit" loading={loading} fullWidth mt="xs">
          Login
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/Register" replace state={routeState} underline="always">
            Register
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
