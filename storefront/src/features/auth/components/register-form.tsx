import { Link } from 'react-router-dom';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignup } from '../api/signup';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { FormError } from '../../../components/form-error';
import type { AuthRouteState } from '../../../lib/session/route-state';

interface Props {
  routeState: AuthRouteState;
  onSignedIn: (token: string, userId: string) => void;
}

/** The Register form: first name, last name, email, password (all required); success signs in. */
export function RegisterForm({ routeState, onSignedIn }: Props) {
  const [signup, { loading }] = useSignup();
  const form = useForm({ initialValues: { firstName: '', lastName: '', email: '', password: '' } });
  const { onSubmit, error } = useFormSubmit(form, async (values) => {
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    };
    const { data } = await signup({ variables: { input } });
    if (data) onSignedIn(data.signup.token, data.signup.user.id);
  });

  return (
    <form onSubmit={onSubmit} aria-label="Register">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
        <FormError error={error} />
        <Button type="submit" loading={loading} fullWidth mt="xs">
          Register
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/Login" replace state={routeState} underline="always">
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
