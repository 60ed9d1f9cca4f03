import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useSignup } from '../api/signup';
import { errorMessage } from '../../../lib/error-message';
import { useFormFields } from '../use-form-fields';
import type { AuthRouteState } from '../auth-route-state';

interface Props {
  routeState: AuthRouteState;
  onSignedIn: (token: string, userId: string) => void;
}

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

/** §2.6 Register: first name, last name, email, password (all required); success signs in. */
export function RegisterForm({ routeState, onSignedIn }: Props) {
  const [signup, { loading }] = useSignup();
  const { values, field } = useFormFields(EMPTY);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    };
    try {
      const { data } = await signup({ variables: { input } });
      if (data) onSignedIn(data.signup.token, data.signup.user.id);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form onSubmit={submit} aria-label="Register">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" data-autofocus {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...field('password')} />
        {error && (
          <Text c="red.7" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={loading} fullWidth mt="xs">
          Register
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/Login" replace state={routeState}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
