import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useStartSession } from '../../../lib/session/use-session';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { SingleCardPage } from '../../../components/single-card-page';

/**
 * /reset-password: "Forgot password?" leads here to ask for a link; the mailed link comes back
 * with `?token=…` to choose the new password, which signs in.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const startSession = useStartSession();
  const [signedInAs, setSignedInAs] = useState<string | null>(null);

  let title = 'Forgot your password?';
  let body = <ForgotPasswordForm />;
  if (signedInAs !== null) {
    title = 'Password changed';
    body = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
        Welcome back, {signedInAs}: your new password is set and you are signed in.
        <Button component={Link} to="/" mt="md" display="block" w="fit-content">
          Continue shopping
        </Button>
      </Alert>
    );
  } else if (token) {
    title = 'Choose a new password';
    body = (
      <NewPasswordForm
        token={token}
        onSignedIn={(jwt, firstName) => {
          startSession(jwt);
          setSignedInAs(firstName);
        }}
      />
    );
  }

  return <SingleCardPage title={title}>{body}</SingleCardPage>;
}
