import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useSignin } from '../api/signin';
import { errorMessage } from '../../../lib/error-message';
import type { AuthRouteState } from '../auth-route-state';

interface Props {
  routeState: AuthRouteState;
  onSignedIn: (token: string, userId: string) => void;
}

/** §2.6 Login: email and password (both required), a link to Register. */
export function LoginForm({ routeState, onSignedIn }: Props) {
  const [signin, { loading }] = useSignin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await signin({ variables: { email: email.trim(), password } });
      if (data) onSignedIn(data.signin.token, data.signin.user.id);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form onSubmit={submit} aria-label="Login">
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {error && (
          <Text c="red.7" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={loading} fullWidth mt="xs">
          Login
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/Register" replace state={routeState}>
            Register
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
