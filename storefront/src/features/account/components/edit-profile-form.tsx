import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useUpdateProfile } from '../../auth/api/update-profile';
import { errorMessage } from '../../../lib/error-message';
import { useFormFields } from '../../auth/use-form-fields';
import type { Viewer } from '../../auth/hooks/use-viewer';

interface Props {
  viewer: Viewer;
  onDone: (saved: boolean) => void;
}

/**
 * Edits name and email in place. The spec's Edit link goes to /Register, which would only
 * offer a second account; updateProfile changes this one. A new email needs the current
 * password (the server insists), so the field appears as soon as the email differs.
 */
export function EditProfileForm({ viewer, onDone }: Props) {
  const [updateProfile, { loading }] = useUpdateProfile();
  const { values, field } = useFormFields({
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    email: viewer.email,
    currentPassword: '',
  });
  const emailChanges = values.email.trim().toLowerCase() !== viewer.email.toLowerCase();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(emailChanges ? { currentPassword: values.currentPassword } : {}),
    };
    try {
      // The answer carries the user's id, so the cache updates Me and the header in place.
      await updateProfile({ variables: { input } });
      onDone(true);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form onSubmit={submit} aria-label="Edit account information">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
        {emailChanges && (
          <PasswordInput
            label="Current password"
            description="Needed to change your email"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        )}
        {error && (
          <Text c="red.7" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={loading}>
            Save
          </Button>
          <Button variant="default" onClick={() => onDone(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
