import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useSignin, useStartTwoFactorEnrolment } from '../api/signin';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { FormError } from '../../../components/form-error';
import type { AuthRouteState } from '../../../lib/session/route-state';
import { RecoveryCodes, TwoFactorEnrolment } from './two-factor-steps';

interface Props {
  routeState: AuthRouteState;
  onSignedIn: (token: string, userId: string) => void;
}

/** Which second-factor step a refused sign-in asks for: `extensions.field` of its UNAUTHENTICATED error. */
function secondFactorStep(error: unknown): 'code' | 'enrolment' | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const e = error.errors[0];
  if (e?.extensions?.code !== 'UNAUTHENTICATED') return null;
  const field = e.extensions.field;
  return field === 'code' || field === 'enrolment' ? field : null;
}

type Step =
  | { kind: 'password' }
  | { kind: 'code'; recovery: boolean }
  | { kind: 'enrol'; secret: string; otpauthUri: string }
  | { kind: 'recovery-codes'; codes: string[]; token: string; userId: string };

/**
 * The Login form: email and password (both required), a link to Register. A staff account with a
 * second factor is then asked for its authenticator code (or a recovery code); one that must set
 * one up first is shown its secret, and the first code completes it and shows the recovery codes.
 */
export function LoginForm({ routeState, onSignedIn }: Props) {
  const [signin, { loading }] = useSignin();
  const [enrol] = useStartTwoFactorEnrolment();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const form = useForm({ initialValues: { email: '', password: '', code: '' } });

  async function send(values: { email: string; password: string; code: string }) {
    const email = values.email.trim();
    const secondFactor = step.kind === 'code' || step.kind === 'enrol';
    const code = values.code.replace(/\s/g, '');
    const recovery = step.kind === 'code' && step.recovery;
    try {
      const { data } = await signin({
        variables: {
          email,
          password: values.password,
          ...(secondFactor && !recovery ? { code } : {}),
          ...(recovery ? { recoveryCode: code } : {}),
        },
      });
      if (!data) return;
      const { token, user, recoveryCodes } = data.signin;
      if (recoveryCodes?.length) setStep({ kind: 'recovery-codes', codes: recoveryCodes, token, userId: user.id });
      else onSignedIn(token, user.id);
    } catch (error) {
      const next = secondFactor ? null : secondFactorStep(error);
      if (next === 'code') setStep({ kind: 'code', recovery: false });
      else if (next === 'enrolment') {
        const { data } = await enrol({ variables: { email, password: values.password } });
        if (data) setStep({ kind: 'enrol', ...data.startTwoFactorEnrolment });
      } else throw error;
    }
  }
  const { onSubmit, error, setError } = useFormSubmit(form, send);

  if (step.kind === 'recovery-codes') {
    return <RecoveryCodes codes={step.codes} onDone={() => onSignedIn(step.token, step.userId)} />;
  }

  const codeInput = (
    <TextInput
      label={step.kind === 'code' && step.recovery ? 'Recovery code' : 'Code from your authenticator app'}
      autoComplete="one-time-code"
      inputMode={step.kind === 'code' && step.recovery ? 'text' : 'numeric'}
      required
      data-autofocus
      {...form.getInputProps('code')}
    />
  );

  return (
    <form onSubmit={onSubmit} aria-label="Login">
      <Stack gap="sm">
        {step.kind === 'password' ? (
          <>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Anchor component={Link} to="/reset-password" size="sm" style={{ alignSelf: 'flex-end' }}>
              Forgot password?
            </Anchor>
          </>
        ) : step.kind === 'enrol' ? (
          <>
            <TwoFactorEnrolment email={form.values.email.trim()} secret={step.secret} otpauthUri={step.otpauthUri} />
            {codeInput}
          </>
        ) : (
          <>
            <Text size="sm">
              {step.recovery
                ? 'Type one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
                : 'Open your authenticator app and type the 6-digit code it shows for Kapda.'}
            </Text>
            {codeInput}
            <Anchor
              component="button"
              type="button"
              size="sm"
              style={{ alignSelf: 'flex-end' }}
              onClick={() => {
                form.setFieldValue('code', '');
                setError(null);
                setStep({ kind: 'code', recovery: !step.recovery });
              }}
            >
              {step.recovery ? 'Use a code from the app' : 'Lost your phone? Use a recovery code'}
            </Anchor>
          </>
        )}
        <FormError error={error} />
        <Button type="submit" loading={loading} fullWidth mt="xs">
          {step.kind === 'password' ? 'Login' : 'Verify'}
        </Button>
        {step.kind === 'password' ? (
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/Register" replace state={routeState} underline="always">
              Register
            </Anchor>
          </Text>
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => {
              form.setFieldValue('code', '');
              setError(null);
              setStep({ kind: 'password' });
            }}
          >
            Back to email and password
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
