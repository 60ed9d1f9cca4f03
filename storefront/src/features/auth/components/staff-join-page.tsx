import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormError } from '../../../components/form-error';
import { errorCode, errorMessage } from '../../../lib/error-message';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { at } from '../../../lib/shop-time';
import type { AuthRouteState } from '../../../lib/session/route-state';
import { useAcceptStaffInvitation, useStaffInvitation } from '../api/staff-invitation';
import { SingleCardPage } from '../../../components/single-card-page';

/** The form: names (for a new account) and a password; the link works once. */
function JoinForm({ token, onJoined }: { token: string; onJoined: () => void }) {
  const [accept, { loading }] = useAcceptStaffInvitation();
  const form = useForm({
    initialValues: { firstName: '', lastName: '', password: '', confirm: '' },
    validate: {
      confirm: (value, values) => (value === values.password ? null : 'The passwords do not match'),
    },
  });
  const { onSubmit, error } = useFormSubmit(form, async ({ firstName, lastName, password }) => {
    await accept({ variables: { token, password, firstName: firstName.trim(), lastName: lastName.trim() } });
    onJoined();
  });
  return (
    <form onSubmit={onSubmit} method="post" aria-label="Join the shop’s staff">
      <Stack gap="sm">
        <Group grow gap="sm" wrap="wrap">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </Group>
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Password again" autoComplete="new-password" required {...form.getInputProps('confirm')} />
        <FormError error={error} />
        <Button type="submit" loading={loading} fullWidth mt="xs">
          Join
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /staff/join?token=…: the page an invitation mail links to. It names the e-mail and role, takes a
 * name and password, and sends the new member to sign in (and set up a second factor if the role asks).
 */
export function StaffJoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, loading, error } = useStaffInvitation(token);
  const [joined, setJoined] = useState(false);
  const signIn: AuthRouteState = { from: '/admin' };

  let title = 'Join the shop’s staff';
  let body;
  if (joined) {
    title = 'You have joined';
    body = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
        Your password is set. Sign in with {data?.staffInvitation.email} to open the back office.
        <Button component={Link} to="/Login" state={signIn} mt="md" display="block" w="fit-content">
          Sign in
        </Button>
      </Alert>
    );
  } else if (!token) {
    body = <Alert color="red">This page opens from the link in your invitation mail.</Alert>;
  } else if (loading) {
    body = <Skeleton h={200} />;
  } else if (error || !data) {
    body = (
      <Alert color={errorCode(error) === 'GONE' ? 'orange' : 'red'} role="alert">
        {errorMessage(error)}
      </Alert>
    );
  } else {
    const invitation = data.staffInvitation;
    body = (
      <Stack gap="md">
        <Text size="sm">
          <strong>{invitation.email}</strong> is invited to the back office as <strong>{invitation.roleName}</strong>.
          Choose your password; the link works once, until {at(invitation.expiresAt)}.
        </Text>
        <JoinForm token={token} onJoined={() => setJoined(true)} />
      </Stack>
    );
  }

  return (
    <SingleCardPage title={title} size={480}>
      {body}
    </SingleCardPage>
  );
}
