import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../components/form-error';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useHideReview } from '../api/hide-review';

const MAX_REASON = 200;

/**
 * Hide, then a dialog asking why (required).
 * The reason is kept with the review: other admins and its author see it.
 */
export function HideReviewButton({ reviewId, label }: { reviewId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [hide] = useHideReview();
  // The rule (required, one line, at most 200 characters) is the gateway's: its BAD_USER_INPUT
  // names the field, and the message shows under it.
  const form = useForm({ initialValues: { reason: '' } });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  const { onSubmit, error, setError } = useFormSubmit(form, async ({ reason }) => {
    await hide({ variables: { id: reviewId, reason } });
    close();
  });

  return (
    <>
      <Button size="xs" variant="light" color="red" aria-label={label} onClick={() => setOpen(true)}>
        Hide
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          close();
          setError(null);
        }}
        title="Hide this review"
        centered
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              It leaves the product page and the product&apos;s figures. Its author still sees it, with the reason.
            </Text>
            <TextInput
              label="Reason"
              placeholder="Off-topic, abusive, about delivery…"
              required
              maxLength={MAX_REASON}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <FormError error={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={form.submitting}>
                Hide review
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
