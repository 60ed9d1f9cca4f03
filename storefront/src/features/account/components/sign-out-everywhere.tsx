import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { errorMessage } from '../../../lib/error-message';
import { FormError } from '../../../components/form-error';
import { useForgetSession } from '../../../lib/session/use-session';

/**
 * Ends every session of the account (a lost phone, a shared computer). Only once the server
 * confirms does this device sign out too and go home; a failure says so and changes nothing.
 */
export function SignOutEverywhere() {
  const [logoutEverywhere, { loading }] = useLogoutEverywhere();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  // This device forgets its session once the account area is gone: forgetting it while the
  // area is still shown would send the visitor to /Login, and logging out goes home.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) forgetSession();
    },
    [forgetSession],
  );
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setError(null);
    try {
      await logoutEverywhere();
      leaving.current = true;
      await navigate('/');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          Signed in somewhere you should not be? End every session of your account, this one included.
        </Text>
        <Button
          variant="outline"
          // Mantine's red.7 is 3.8:1 on white; red.9 is 5.5:1.
          color="red.9"
          size="xs"
          loading={loading}
          onClick={() => void run()}
          leftSection={<IconLogout2 size={16} />}
        >
          Sign out everywhere
        </Button>
      </Group>
      <FormError error={error} />
    </Stack>
  );
}
