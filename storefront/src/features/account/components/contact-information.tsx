import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Profile } from '../../../lib/session/use-profile';
import { EditProfileForm } from './edit-profile-form';
import { ChangePasswordForm } from './change-password-form';

type Panel = 'view' | 'edit' | 'password';

/** Contact Information: name and email, editing them, and changing the password. */
export function ContactInformation({ profile }: { profile: Profile }) {
  const [panel, setPanel] = useState<Panel>('view');
  const [notice, setNotice] = useState<string | null>(null);

  function finish(message: string) {
    return (done: boolean) => {
      setPanel('view');
      setNotice(done ? message : null);
    };
  }

  function open(next: Panel) {
    setNotice(null);
    setPanel(next);
  }

  return (
    <Stack gap={6}>
      <Title order={2} fz="md">
        Contact Information
      </Title>
      {notice && (
        <Alert color="green" variant="light" icon={<IconCheck />} role="status" py="xs">
          {notice}
        </Alert>
      )}
      {panel === 'edit' && <EditProfileForm profile={profile} onDone={finish('Your account information was saved.')} />}
      {panel === 'password' && <ChangePasswordForm onDone={finish('Your password has been changed.')} />}
      {panel === 'view' && (
        <>
          <Text size="sm">
            {profile.firstName} {profile.lastName}
          </Text>
          <Text size="sm" c="dimmed">
            {profile.email}
          </Text>
          <Group gap="md" mt={4}>
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => open('edit')}>
              Edit
            </Anchor>
            <Button variant="outline" size="xs" onClick={() => open('password')}>
              Change Password
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
